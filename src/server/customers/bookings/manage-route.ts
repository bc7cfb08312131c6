// A customer's page for their booking, at the link in each of their e-mails: /booking/<token>.
// Plain server-rendered forms (no JavaScript needed): move the next visit, skip one of a
// membership's visits, cancel (a membership: end it) after a confirmation step; every change answers 303 back to the page with what
// happened. A token that is wrong or past its time gets the site's 404 page, which says nothing
// about why. Posts from another site are refused; both routes are rate-limited per client.
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import { LANGUAGES } from '../../../common/languages.ts';
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
import type { ChangeResult, VisitProblem } from './booking-types.ts';

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

const query = z.object({
  step: z.enum(['cancel', 'end']).optional().catch(undefined),
  notice: z
    .enum(Object.keys(BOOKING_NOTICES) as [BookingNotice, ...BookingNotice[]])
    .optional()
    .catch(undefined),
});
const change = z.discriminatedUnion('action', [
  z.object({ action: z.literal('move'), visit: z.string().max(64), to: z.string().max(10) }),
  z.object({ action: z.literal('skip'), visit: z.string().max(64) }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('end') }),
  z.object({ action: z.literal('confirm') }),
  // Pause for so many weeks from the next visit, or until a date (a date, when given, wins).
  z.object({
    action: z.literal('pause'),
    weeks: z.coerce.number().int().min(1).max(26).optional().catch(undefined),
    until: z.iso.date().optional().catch(undefined),
  }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('rebook'), to: z.string().max(10) }),
  z.object({ action: z.literal('language'), language: z.enum(LANGUAGES) }),
]);

const VISIT_PROBLEMS: readonly string[] = ['past', 'marked', 'not-scheduled'] satisfies VisitProblem[];

/** What the page says after a change to one visit: done, or why not. */
function noticeOf(result: ChangeResult | undefined, done: BookingNotice): BookingNotice {
  if (!result || (!result.ok && VISIT_PROBLEMS.includes(result.problem))) return 'unchanged';
  if (result.ok) return done;
  return result.problem === 'same-booking' ? 'twice' : result.problem === 'paused' ? 'in-pause' : 'taken';
}

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
      render(bookingPageData(bookings, booking, { action, step: step ?? 'view', notice: notice ?? null, payment, holidayOf })),
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
    const form = change.safeParse(request.body);
    let notice: BookingNotice = 'unchanged';
    if (form.success && form.data.action === 'confirm') notice = bookings.confirmHold(booking.id) ? 'confirmed' : 'unchanged';
    // The language their page, e-mails, invitation and texts are written in: changed on its own, any time.
    else if (form.success && form.data.action === 'language')
      notice = bookings.setLanguage(booking.id, form.data.language) ? 'language' : 'unchanged';
    else if (form.success && booking.holdUntil === null && (form.data.action === 'pause' || form.data.action === 'resume')) {
      const { data } = form;
      if (data.action === 'resume') {
        const resumed = bookings.resume(booking.id, 'customer');
        notice = resumed?.ok ? 'resumed' : resumed?.problem === 'full' ? 'resume-full' : 'unchanged';
      } else {
        const request = data.until ? { until: data.until } : data.weeks ? { weeks: data.weeks } : undefined;
        const paused = request && bookings.pause(booking.id, request, 'customer');
        notice = paused?.ok
          ? 'paused'
          : paused?.problem === 'too-many'
            ? 'pause-limit'
            : paused?.problem === 'too-long' || paused?.problem === 'too-short' || !request
              ? 'pause-refused'
              : 'unchanged';
      }
    }
    // A link is not a way to text its booking's phone every few seconds: so many changes a day.
    else if (form.success && booking.holdUntil === null && !bookings.customerMayChange(booking.id)) notice = 'limit';
    else if (form.success && booking.holdUntil === null) {
      const by = 'customer';
      const { data } = form;
      // A visit named by a form must be this booking's: a link opens one booking only.
      const visit = 'visit' in data ? bookings.visit(data.visit) : undefined;
      if (data.action === 'rebook') notice = noticeOf(bookings.rebook(booking.id, data.to, by), 'rebooked');
      else if (data.action === 'move' || data.action === 'skip') {
        const changed =
          visit?.bookingId !== booking.id
            ? undefined
            : data.action === 'move'
              ? bookings.moveVisit(visit.id, data.to, by)
              : bookings.cancelVisit(visit.id, by);
        notice = noticeOf(changed, data.action === 'move' ? 'moved' : booking.intervalDays === null ? 'cancelled' : 'skipped');
      } else if (data.action === 'cancel' && booking.intervalDays !== null) notice = 'end-only';
      else if (booking.intervalDays === null && bookings.cleanGiven(booking.id)) notice = 'clean-given';
      else {
        // What the page offers, the server alone allows: a one-time clean not yet given is cancelled, a membership ended.
        const after = bookings.cancel(booking.id, by, booking.intervalDays === null ? 'cancelled' : 'ended');
        notice = after === undefined ? 'unchanged' : after.status === 'ended' ? 'ended' : 'cancelled';
      }
      request.log.info({ bookingId: booking.id, action: form.data.action, notice }, 'booking changed by the customer');
    }
    return reply.code(303).header('Cache-Control', 'no-store').redirect(`/booking/${token}?notice=${notice}`, 303);
  });
}
