// The customer's payment pages, under their booking's page (its link, /booking/<token>, or the
// booking in their account, /account/bookings/<id>): 'Add your card' (<page>/pay) answers 303 to
// the booking's Checkout session, the one still open if there is one (a link opened twice, or
// fetched by a mail scanner, never makes a second payable session; a HEAD makes none); 'Update
// card or billing' (a form post to <page>/billing) answers 303 to Stripe's customer portal,
// which sends them back to the page. When Stripe cannot be reached or refuses, the customer gets their
// booking page with a plain sentence and the owner is told; Stripe's own words never reach them.
// A wrong or expired link is the plain 404 page; a post from another site is refused.
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { BookingView } from '../../customers/bookings/booking-types.ts';
import { planWords } from '../../customers/bookings/booking-words.ts';
import { BOOKING_EMAIL_WORDS } from '../../customers/bookings/booking-email-words.ts';
import { fromAnotherSite } from '../../platform/http/same-site.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { checkoutProblemKey, paymentProblemSubject } from '../payments/stripe-subjects.ts';
import { chargedAtCheckout, checkoutExpiresAt, checkoutParams, STRIPE_LOCALES } from '../payments/checkout.ts';
import type { CheckoutSession, PaymentStore } from '../payments/payment-store.ts';

export interface PaymentRouteOptions {
  bookings: BookingStore;
  /** The business's settings in force: its name on Stripe's page. */
  settings: SettingsSource;
  payments: PaymentStore;
  outbox: Outbox;
  stripe: Stripe;
  /** The site's address for Stripe to send the customer back to. */
  publicBaseUrl: string;
  rateLimitMax: number;
  /** Where the pages sit: the booking page's route ('/booking/:token'), its payment pages under it. */
  under: string;
  /** The booking a request's page names, and that page's own path; undefined when it names none this visitor may open. */
  locate: (request: FastifyRequest) => { booking: BookingView; path: string } | undefined;
}

type Deps = Omit<PaymentRouteOptions, 'rateLimitMax' | 'under' | 'locate'>;

export async function paymentRoutes(app: FastifyInstance, options: PaymentRouteOptions) {
  const { payments, stripe, publicBaseUrl, rateLimitMax, under, locate } = options;
  const config = { rateLimit: rateLimitMax > 0 ? { max: rateLimitMax, timeWindow: 60_000 } : false };
  const found = (request: FastifyRequest) => {
    const page = locate(request);
    const payment = page && payments.get(page.booking.id);
    return page && payment ? { path: page.path, booking: page.booking, payment } : undefined;
  };
  const sessionFor = checkoutSessions(options);

  app.route({
    method: ['GET', 'HEAD'],
    url: `${under}/pay`,
    config,
    handler: async (request, reply) => {
      const it = found(request);
      if (!it) return reply.callNotFound();
      const { path, booking, payment } = it;
      if (booking.status !== 'booked' || payment.state !== 'due' || request.method === 'HEAD') return back(reply, path);
      try {
        const session = await sessionFor(booking, path, request.log);
        if (!session.url) return back(reply, path);
        return reply.code(303).header('Cache-Control', 'no-store').redirect(session.url, 303);
      } catch (error) {
        request.log.error({ err: error, bookingId: booking.id }, 'Stripe could not make a Checkout session');
        checkoutProblem(options, booking, error as Error);
        return back(reply, path, 'pay-failed');
      }
    },
  });

  app.post(`${under}/billing`, { config }, async (request, reply) => {
    if (fromAnotherSite(request))
      return reply.code(403).type('text/plain; charset=utf-8').send('Changes to a booking can only be made on our website.');
    const it = found(request);
    if (!it) return reply.callNotFound();
    const { path, payment, booking } = it;
    if (!payment.customerId) return back(reply, path);
    try {
      const portal = await stripe.billingPortal.sessions.create({
        customer: payment.customerId,
        return_url: `${baseOf(publicBaseUrl)}${path}`,
        locale: STRIPE_LOCALES[booking.customer.language],
      });
      return reply.code(303).header('Cache-Control', 'no-store').redirect(portal.url, 303);
    } catch (error) {
      request.log.error({ err: error }, "Stripe's customer portal could not be opened");
      return back(reply, path, 'pay-failed');
    }
  });
}

const baseOf = (publicBaseUrl: string) => publicBaseUrl.replace(/\/+$/, '');

/** Back to the customer's booking page, with a notice to show there. */
const back = (reply: FastifyReply, path: string, notice?: string) =>
  reply
    .code(303)
    .header('Cache-Control', 'no-store')
    .redirect(`${path}${notice ? `?notice=${notice}` : ''}`, 303);

/** The booking's open Checkout session, or one made now and kept: one in the making at a time per booking in this process. */
function checkoutSessions(deps: Deps) {
  const making = new Map<string, Promise<CheckoutSession>>();
  return async (booking: BookingView, path: string, log: FastifyBaseLogger): Promise<CheckoutSession> => {
    const open = deps.payments.openSession(booking.id);
    if (open) return open;
    const pending = making.get(booking.id) ?? makeSession(deps, booking, path, log);
    making.set(booking.id, pending);
    try {
      return await pending;
    } finally {
      making.delete(booking.id);
    }
  };
}

/** Makes the booking's Checkout session at Stripe and keeps it. */
async function makeSession(
  { bookings, settings, payments, stripe, publicBaseUrl }: Deps,
  booking: BookingView,
  path: string,
  log: FastifyBaseLogger,
) {
  const payment = payments.get(booking.id)!;
  const { language } = booking.customer;
  const words = planWords(booking, bookings.plans(), language);
  const first = bookings.nextVisits(booking, 1)[0];
  const now = bookings.clock.now();
  const facts = {
    brand: settings.current().brandName,
    bookingId: booking.id,
    reference: booking.reference,
    planName: words.name,
    description: BOOKING_EMAIL_WORDS[language].checkout(words.price, booking.reference),
    amountCents: payment.amountCents,
    email: booking.customer.email,
    intervalDays: booking.intervalDays,
    // The first charge on the first visit's morning (8:00 in the business's time zone).
    firstChargeAt: first && booking.intervalDays !== null ? bookings.dates.calendar.instantAt(first.date, '08:00') : null,
    returnUrl: `${baseOf(publicBaseUrl)}${path}`,
    customerId: payment.customerId,
    now,
    language,
  };
  // The same key for the same attempt: a retry after a lost answer gets the same session back.
  const attempt = payments.sessionsOf(booking.id).length;
  const session = await stripe.checkout.sessions.create(checkoutParams(facts), { idempotencyKey: `checkout:${booking.id}:${attempt}` });
  const kept: Omit<CheckoutSession, 'status' | 'paid' | 'duplicate' | 'paymentIntent' | 'subscriptionId'> = {
    id: session.id,
    bookingId: booking.id,
    amountCents: payment.amountCents,
    url: session.url,
    firstVisit: first?.date ?? null,
    chargedNow: chargedAtCheckout(facts),
    createdAt: now,
    expiresAt: session.expires_at ? session.expires_at * 1000 : checkoutExpiresAt(facts),
  };
  payments.transaction(() => payments.addSession(kept));
  log.info({ bookingId: booking.id, session: session.id }, 'Checkout session made');
  return payments.session(session.id)!;
}

/** Stripe would not open the payment page: kept as the day's problem, and the owner told once a day. */
function checkoutProblem({ bookings, payments, outbox }: Deps, booking: BookingView, error: Error) {
  payments.transaction(() => {
    const date = bookings.dates.today();
    const key = checkoutProblemKey(booking.id, date);
    const text = `Stripe would not open the payment page for ${booking.customer.name} (${booking.reference}): ${error.message}`;
    payments.replaceProblems(key, [{ key, bookingId: booking.id, text: text.slice(0, 300) }]);
    outbox.enqueue('email', paymentProblemSubject(booking.id, date));
  });
  outbox.announceQueued();
}
