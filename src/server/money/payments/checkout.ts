// The Checkout session for a booking, built from the booking and the site config alone: the
// amount is the booking's price (never anything a request says). A one-time clean is paid at
// checkout; a membership is a subscription whose charges fall on its visit days. Its first charge
// is on the first visit's morning, a trial until then anchoring the cycle there; but Checkout
// takes a trial only when it ends at least two days ahead, so a membership starting sooner is
// charged its first visit at checkout, and its cycle is moved onto the next visit once it exists.
import type Stripe from 'stripe';
import type { Language } from '../../../common/languages.ts';

export interface CheckoutFacts {
  /** The business's name, before the plan's on Stripe's page. */
  brand: string;
  bookingId: string;
  reference: string;
  planName: string;
  /** What Stripe shows under the product's name, in the customer's words: the price and the booking's reference. */
  description: string;
  amountCents: number;
  email: string;
  /** Days between a membership's charges; null for a one-time clean. */
  intervalDays: number | null;
  /** A membership's first visit, as an instant: its first charge. */
  firstChargeAt: number | null;
  /** The customer's booking page: where Stripe sends them back. */
  returnUrl: string;
  customerId: string | null;
  /** Now. */
  now: number;
  /** The customer's language: Stripe's pages speak it too. */
  language: Language;
}

/** Stripe's locale for each language (Latin American Spanish for the business's customers). */
export const STRIPE_LOCALES = { en: 'en', es: 'es-419' } as const satisfies Record<Language, Stripe.Checkout.SessionCreateParams.Locale>;

/** Checkout's least trial: two days, and a margin for the time the request takes. */
export const LEAST_TRIAL_MS = 48 * 3600_000 + 10 * 60_000;
/** A session's longest life (Stripe's default and limit). */
/** How long a Checkout page takes payment: Stripe allows at most a day. */
export const SESSION_MS = 24 * 3600_000;

/** Whether a membership's first charge is too close for a trial: then it is charged at checkout. */
export const chargedAtCheckout = (f: Pick<CheckoutFacts, 'intervalDays' | 'firstChargeAt' | 'now'>) =>
  f.intervalDays !== null && (f.firstChargeAt === null || f.firstChargeAt - f.now < LEAST_TRIAL_MS);

/** When the session stops taking payment (ms): a day, or sooner so a trial still ends two days ahead. */
export function checkoutExpiresAt(f: Pick<CheckoutFacts, 'intervalDays' | 'firstChargeAt' | 'now'>): number {
  if (f.intervalDays === null || chargedAtCheckout(f) || f.firstChargeAt === null) return f.now + SESSION_MS;
  return Math.max(f.now + 30 * 60_000 + 60_000, Math.min(f.now + SESSION_MS, f.firstChargeAt - LEAST_TRIAL_MS));
}

export function checkoutParams(f: CheckoutFacts): Stripe.Checkout.SessionCreateParams {
  const product = { name: `${f.brand}: ${f.planName}`, description: f.description };
  const shared = {
    client_reference_id: f.bookingId,
    metadata: { booking_id: f.bookingId, reference: f.reference },
    success_url: `${f.returnUrl}?notice=paid`,
    cancel_url: f.returnUrl,
    expires_at: Math.floor(checkoutExpiresAt(f) / 1000),
    locale: STRIPE_LOCALES[f.language],
    ...(f.customerId ? { customer: f.customerId } : { customer_email: f.email }),
  };
  if (f.intervalDays === null)
    return {
      ...shared,
      mode: 'payment',
      // The card is kept for a trip fee (cans not out) and a customer made for it, so it can be charged later.
      ...(f.customerId ? {} : { customer_creation: 'always' as const }),
      payment_intent_data: { setup_future_usage: 'off_session', metadata: { booking_id: f.bookingId } },
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: f.amountCents, product_data: product } }],
    };
  const trial = !chargedAtCheckout(f) && f.firstChargeAt !== null;
  return {
    ...shared,
    mode: 'subscription',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: f.amountCents,
          product_data: product,
          recurring:
            f.intervalDays % 7 === 0
              ? { interval: 'week', interval_count: f.intervalDays / 7 }
              : { interval: 'day', interval_count: f.intervalDays },
        },
      },
    ],
    subscription_data: {
      metadata: { booking_id: f.bookingId },
      ...(trial ? { trial_end: Math.floor(f.firstChargeAt! / 1000) } : {}),
    },
  };
}
