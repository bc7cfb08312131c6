// The outbox's sender for calls to Stripe that move money: a refund, a membership ended at the
// close of its paid period. Each carries an idempotency key made from its subject, so however
// often it is tried (a timeout, a crash before the answer was stored) Stripe acts once. Stripe's
// refusals (4xx but 429) are final; its outages (5xx, 429, no answer) are tried again.
import type Stripe from 'stripe';
import type { Deliver, Outcome } from '../outbox/relay.ts';

export interface MoneyCalls {
  /** The refund a subject names (booking, payment intent, cents). */
  refund: (id: string) => { paymentIntentId: string; cents: number; bookingId: string };
  /** The subscription a booking's membership runs on. */
  subscriptionOf: (bookingId: string) => string | null;
  /**
   * The instant charges come back after a pause: the start of the day it runs until, in the
   * business's time zone (before that day's charge, which falls on a visit's morning).
   */
  resumesAt: (date: string) => number;
  /**
   * A missed visit's fee: whom to charge and how much, and whether the customer has been told yet
   * (the fee follows the message); undefined when the booking has no card on file.
   */
  feeFor: (
    visitId: string,
  ) =>
    | { told: boolean; customerId: string; subscriptionId: string | null; paymentIntentId: string | null; cents: number; bookingId: string }
    | undefined;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? undefined));

function outcomeOf(error: unknown): Outcome {
  const status = (error as { statusCode?: number }).statusCode ?? null;
  const message = error instanceof Error ? error.message : String(error);
  const permanent = status !== null && status >= 400 && status < 500 && status !== 429;
  return { ok: false, status, error: `Stripe: ${message}`.slice(0, 500), permanent };
}

/** A call that can never be made (nothing to charge or change): tried again it would fail the same way. */
const refused = (error: string): Outcome => ({ ok: false, status: null, error, permanent: true });
const NO_CARD = refused('no card on file for that visit');
const NO_SUBSCRIPTION = refused('no subscription for that booking');

export function stripeSender(stripe: Stripe, calls: MoneyCalls): Deliver {
  return async ({ subject }): Promise<Outcome> => {
    try {
      if (subject.kind === 'refund') {
        const { paymentIntentId, cents, bookingId } = calls.refund(subject.id);
        await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: cents, metadata: { booking_id: bookingId } },
          { idempotencyKey: `refund:${subject.id}` },
        );
        return { ok: true, status: 200 };
      }
      if (subject.kind === 'visit-fee') {
        const fee = calls.feeFor(subject.id);
        if (!fee) return NO_CARD;
        if (!fee.told) return { ok: false, status: null, error: 'waiting until the customer has been told', permanent: false };
        // The card the customer gave: the membership's, or the one saved with a one-time payment.
        const method = fee.subscriptionId
          ? idOf((await stripe.subscriptions.retrieve(fee.subscriptionId)).default_payment_method)
          : fee.paymentIntentId
            ? idOf((await stripe.paymentIntents.retrieve(fee.paymentIntentId)).payment_method)
            : undefined;
        if (!method) return NO_CARD;
        await stripe.paymentIntents.create(
          {
            amount: fee.cents,
            currency: 'usd',
            customer: fee.customerId,
            payment_method: method,
            off_session: true,
            confirm: true,
            description: 'Trip fee: cans not out or no access',
            metadata: { booking_id: fee.bookingId, visit_id: subject.id },
          },
          { idempotencyKey: `fee:${subject.id}` },
        );
        return { ok: true, status: 200 };
      }
      if (subject.kind === 'subscription-end') {
        const subscription = calls.subscriptionOf(subject.id);
        if (!subscription) return NO_SUBSCRIPTION;
        await stripe.subscriptions.update(subscription, { cancel_at_period_end: true }, { idempotencyKey: `end:${subject.id}` });
        return { ok: true, status: 200 };
      }
      if (subject.kind === 'subscription-pause' || subject.kind === 'subscription-resume') {
        const [bookingId = '', date = ''] = subject.id.split('|');
        const subscription = calls.subscriptionOf(bookingId);
        if (!subscription) return NO_SUBSCRIPTION;
        const pause_collection =
          subject.kind === 'subscription-pause'
            ? { behavior: 'void' as const, resumes_at: Math.floor(calls.resumesAt(date) / 1000) }
            : ('' as const);
        await stripe.subscriptions.update(subscription, { pause_collection }, { idempotencyKey: `${subject.kind}:${subject.id}` });
        return { ok: true, status: 200 };
      }
      return refused(`not a call to Stripe: ${subject.kind}`);
    } catch (error) {
      return outcomeOf(error);
    }
  };
}
