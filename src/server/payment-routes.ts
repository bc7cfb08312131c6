// The customer's payment pages, at their booking's link: 'Add your card' (/booking/<token>/pay)
// answers 303 to a Stripe Checkout session made for that booking; 'Update card or billing' (a
// form post to /booking/<token>/billing) answers 303 to Stripe's customer portal. A wrong or
// expired link is the plain 404 page; a post from another site is refused.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { BookingStore } from './bookings/booking-store.ts';
import { planWords } from './bookings/booking-words.ts';
import { fromAnotherSite } from './http/same-site.ts';
import { checkoutParams } from './payments/checkout.ts';
import type { PaymentStore } from './payments/payment-store.ts';

export interface PaymentRouteOptions {
  bookings: BookingStore;
  payments: PaymentStore;
  stripe: Stripe;
  /** The site's address for Stripe to send the customer back to. */
  publicBaseUrl: string;
  rateLimitMax: number;
}

const params = z.object({ token: z.string().max(100) });

export async function paymentRoutes(
  app: FastifyInstance,
  { bookings, payments, stripe, publicBaseUrl, rateLimitMax }: PaymentRouteOptions,
) {
  const config = { rateLimit: rateLimitMax > 0 ? { max: rateLimitMax, timeWindow: 60_000 } : false };
  const back = (reply: FastifyReply, token: string, notice?: string) =>
    reply
      .code(303)
      .header('Cache-Control', 'no-store')
      .redirect(`/booking/${token}${notice ? `?notice=${notice}` : ''}`, 303);
  const found = (raw: unknown) => {
    const token = params.safeParse(raw).data?.token;
    const booking = token ? bookings.byToken(token) : undefined;
    const payment = booking && payments.get(booking.id);
    return token && booking && payment ? { token, booking, payment } : undefined;
  };

  app.get('/booking/:token/pay', { config }, async (request, reply) => {
    const it = found(request.params);
    if (!it) return reply.callNotFound();
    const { token, booking, payment } = it;
    if (booking.status !== 'booked' || payment.state !== 'due') return back(reply, token);
    const returnUrl = `${publicBaseUrl.replace(/\/+$/, '')}/booking/${token}`;
    const words = planWords(booking);
    const first = bookings.nextVisits(booking, 1)[0];
    const session = await stripe.checkout.sessions.create(
      checkoutParams({
        bookingId: booking.id,
        reference: booking.reference,
        planName: words.name,
        priceWords: words.price,
        amountCents: payment.amountCents,
        email: booking.customer.email,
        intervalDays: booking.intervalDays,
        // The first charge on the first visit's morning (8:00 in the business's time zone).
        firstChargeAt: first && booking.intervalDays !== null ? bookings.dates.calendar.instantAt(first.date, '08:00') : null,
        returnUrl,
        customerId: payment.customerId,
      }),
    );
    payments.change(booking.id, { checkoutSessionId: session.id });
    if (!session.url) return back(reply, token);
    return reply.code(303).header('Cache-Control', 'no-store').redirect(session.url, 303);
  });

  app.post('/booking/:token/billing', { config }, async (request, reply) => {
    if (fromAnotherSite(request))
      return reply.code(403).type('text/plain; charset=utf-8').send('Changes to a booking can only be made on our website.');
    const it = found(request.params);
    if (!it) return reply.callNotFound();
    const { token, payment } = it;
    if (!payment.customerId) return back(reply, token);
    const portal = await stripe.billingPortal.sessions.create({
      customer: payment.customerId,
      return_url: `${publicBaseUrl.replace(/\/+$/, '')}/booking/${token}`,
    });
    return reply.code(303).header('Cache-Control', 'no-store').redirect(portal.url, 303);
  });
}
