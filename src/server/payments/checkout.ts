// The Checkout session for a booking, built from the booking and the site config alone: the
// amount is the booking's price (never anything a request says). A one-time clean is paid at
// checkout; a membership is a subscription whose charges fall on its visit days: the first on the
// first visit's morning (a trial until then anchors the cycle there), then every interval.
import type Stripe from 'stripe';
import { siteConfig } from '../../common/site-config.ts';

export interface CheckoutFacts {
  bookingId: string;
  reference: string;
  planName: string;
  /** The price in words, as every message says it: '$40 every 4 weeks (2 cans)'. */
  priceWords: string;
  amountCents: number;
  email: string;
  /** Days between a membership's charges; null for a one-time clean. */
  intervalDays: number | null;
  /** A membership's first visit, as an instant: its first charge. */
  firstChargeAt: number | null;
  /** The customer's booking page: where Stripe sends them back. */
  returnUrl: string;
  customerId: string | null;
}

export function checkoutParams(f: CheckoutFacts): Stripe.Checkout.SessionCreateParams {
  const product = { name: `${siteConfig.brandName}: ${f.planName}`, description: `${f.priceWords}. Reference ${f.reference}.` };
  const shared = {
    client_reference_id: f.bookingId,
    metadata: { booking_id: f.bookingId, reference: f.reference },
    success_url: `${f.returnUrl}?notice=paid`,
    cancel_url: f.returnUrl,
    ...(f.customerId ? { customer: f.customerId } : { customer_email: f.email }),
  };
  if (f.intervalDays === null)
    return {
      ...shared,
      mode: 'payment',
      // The card is kept for a trip fee (cans not out) and a customer made for it, so it can be charged later.
      ...(f.customerId ? {} : { customer_creation: 'always' as const }),
      payment_intent_data: { setup_future_usage: 'off_session' },
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: f.amountCents, product_data: product } }],
    };
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
      ...(f.firstChargeAt ? { trial_end: Math.floor(f.firstChargeAt / 1000) } : {}),
    },
  };
}
