// A Stripe object as the flow reads it, whichever way it came: an event, an answer to our call,
// or the nightly listing all hand the same fact to the same code.
import type Stripe from 'stripe';
import type { SentCharge, SentInvoice, SentRefund, SentSession, SentSubscription } from '../payments/stripe-types.ts';

export type StripeFact =
  | { kind: 'session'; session: SentSession; what: 'completed' | 'async-succeeded' | 'async-failed' | 'expired' }
  | { kind: 'invoice'; invoice: SentInvoice; outcome: 'paid' | 'failed' }
  | { kind: 'refund'; refund: SentRefund }
  | { kind: 'charge'; charge: SentCharge }
  | { kind: 'subscription-deleted'; subscription: SentSubscription };

/** The fact an event tells, or undefined for an event this product does not follow. */
export function factOf(event: Stripe.Event): StripeFact | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
      return { kind: 'session', session: event.data.object, what: 'completed' };
    case 'checkout.session.async_payment_succeeded':
      return { kind: 'session', session: event.data.object, what: 'async-succeeded' };
    case 'checkout.session.async_payment_failed':
      return { kind: 'session', session: event.data.object, what: 'async-failed' };
    case 'checkout.session.expired':
      return { kind: 'session', session: event.data.object, what: 'expired' };
    case 'invoice.paid':
      return { kind: 'invoice', invoice: event.data.object, outcome: 'paid' };
    case 'invoice.payment_failed':
      return { kind: 'invoice', invoice: event.data.object, outcome: 'failed' };
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return { kind: 'refund', refund: event.data.object };
    case 'charge.refunded':
      return { kind: 'charge', charge: event.data.object };
    case 'customer.subscription.deleted':
      return { kind: 'subscription-deleted', subscription: event.data.object };
    default:
      return undefined;
  }
}
