// A customer's page for their booking, at the link in each of their e-mails: /booking/<token>.
// Plain server-rendered forms (no JavaScript needed): move the next visit, skip one of a
// membership's visits, cancel (a membership: end it) after a confirmation step; every change answers 303 back to the page with what
// happened. A token that is wrong or past its time gets the site's 404 page, which says nothing
// about why. Posts from another site are refused; both routes are rate-limited per client.
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BOOKING_NOTICES, type BookingNotice, type BookingPayment, type RenderBookingPage } from '../../../common/booking-page.ts';
import { fromAnotherSite } from '../../platform/http/same-site.ts';
import { privatePage } from '../../platform/http/security-headers.ts';
import { linkTokenOf } from '../../platform/http/link-token.ts';
import { sendMadePage } from '../../platform/http/compressed-page.ts';
import { bookingInvite } from './booking-invite.ts';
import { bookingPageData, type HolidayOf } from './booking-page-data.ts';
import type { BookingStore } from './booking-store.ts';
import { applyCustomerChange, CUSTOMER_CHANGE, type ChangeAnswer } from './customer-change.ts';

export interface ManageRouteOptions {
  bookings: BookingStore;
  /** The business's settings in force: who a booking's calendar file is from. */
  settings: SettingsSource;
  render: RenderBookingPage;
  /** Requests per client per minute, on each route. */
  rateLimitMax: number;
  /** With payments on: where a booking's payment stands. */
  paymentOf?: ((bookingId: string) => BookingPayment | null) | undefined;
  /** A holiday that moves a visit a day (its pickup runs late), still to be made by the owner. */
  holidayOf?: HolidayOf | undefined;
}

/** The page's query after a change: what it says, and the step it opens on. */
export const changedQuery = ({ notice, step }: ChangeAnswer) => `notice=${notice}${step ? `&step=${step}` : ''}`;

const query = z.object({
  step: z.enum(['cancel', 'end']).optional().catch(undefined),
  notice: z
    .enum(Object.keys(BOOKING_NOTICES) as [BookingNotice, ...BookingNotice[]])
    .optional()
    .catch(undefined),
});
/**
 * The booking's visits for the customer's calendar app ('Add to calendar' on the page): the same
 * invitation its e-mails carry, to open or save.
 */
function calendarFile(
  { bookings, settings }: Pick<ManageRouteOptions, 'bookings' | 'settings'>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const token = linkTokenOf(request.params);
  const booking = token && bookings.byToken(token);
  if (!token || !booking) return reply.callNotFound();
  const invite = bookingInvite(booking, bookings.visits(booking.id), {
    dates: bookings.dates,
    business: settings.current(),
    now: bookings.clock.now(),
  });
  return privatePage(reply)
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${booking.reference}.ics"`)
    .send(invite.content);
}

export async function manageRoutes(
  app: FastifyInstance,
  { bookings, settings, render, rateLimitMax, paymentOf, holidayOf }: ManageRouteOptions,
) {
  const config = { rateLimit: rateLimitMax > 0 ? { max: rateLimitMax, timeWindow: 60_000 } : false };

  app.get('/booking/:token', { config }, async (request, reply) => {
    const token = linkTokenOf(request.params);
    const booking = token && bookings.byToken(token);
    if (!token || !booking) return reply.callNotFound();
    const { step, notice } = query.parse(request.query ?? {});
    const action = `/booking/${token}`;
    const payment = paymentOf?.(booking.id) ?? null;
    return sendMadePage(
      request,
      privatePage(reply),
      render(
        bookingPageData(bookings, booking, {
          action,
          step: step ?? 'view',
          notice: notice ?? null,
          payment,
          holidayOf,
          account: { href: `${action}/account`, back: false },
        }),
      ),
    );
  });

  app.get('/booking/:token/calendar.ics', { config }, (request, reply) => calendarFile({ bookings, settings }, request, reply));

  app.post('/booking/:token', { config }, async (request, reply) => {
    if (fromAnotherSite(request)) {
      request.log.warn('booking change from another site refused');
      return privatePage(reply)
        .code(403)
        .send('<!doctype html><title>Refused</title><p>Changes to a booking can only be made on our website.</p>');
    }
    const token = linkTokenOf(request.params);
    const booking = token && bookings.byToken(token);
    if (!token || !booking) return reply.callNotFound();
    const form = CUSTOMER_CHANGE.safeParse(request.body);
    const answer = form.success ? applyCustomerChange(bookings, booking, form.data) : { notice: 'unchanged' as const };
    if (form.success)
      request.log.info({ bookingId: booking.id, action: form.data.action, notice: answer.notice }, 'booking changed by the customer');
    return reply
      .code(303)
      .header('Cache-Control', 'no-store')
      .redirect(`/booking/${token}?${changedQuery(answer)}`, 303);
  });
}
