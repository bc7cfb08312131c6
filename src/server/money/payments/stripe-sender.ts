// The outbox's sender for calls to Stripe: a refund (of one charge), a paid invoice's payment
// intent asked for, a trip fee charged to the card on file, a membership's end, its collection paused or back (as the pause stands when the
// call is made), its charges moved onto visit days, a second subscription cancelled, a charge's
// refunds listed. Each carries an idempotency key made from its subject,
// so however often it is tried (a timeout, a crash before the answer was stored) Stripe acts
// once. Stripe's refusals (4xx but 429) are final; its outages (5xx, 429, no answer) are tried
// again. What Stripe answers is written down through the same code as its events.
import type Stripe from 'stripe';
import type { Deliver, Outcome } from '../../platform/outbox/relay.ts';
import type { Charge, RefundRequest } from './payment-ledger.ts';
import { CHARGE_REFUNDS_ID, COLLECTION_ID, VISIT_FEE_ID } from './stripe-subjects.ts';
import { idOf, type SentRefund } from './stripe-types.ts';

export interface MoneyCalls {
  /** A refund asked for, and the charge it is of. */
  refundRequest: (id: string) => { request: RefundRequest; charge: Charge } | undefined;
  /** A membership's charge: its invoice's payment intent, found. */
  chargeIntent: (chargeRef: string, paymentIntent: string) => void;
  /** A refund Stripe made (or listed), written down as its event would be. */
  refunded: (refund: SentRefund) => void;
  /** A refund Stripe refused for good: it no longer counts as asked. */
  refundRefused: (requestId: number) => void;
  /** The subscription a booking's membership runs on. */
  subscriptionOf: (bookingId: string) => string | null;
  /** The instant charges come back after the booking's pause as it stands now (null: no pause). */
  collectionResumesAt: (bookingId: string) => number | null;
  /** When a membership charged at checkout is next charged: its next visit's morning. */
  anchorOf: (bookingId: string) => number | undefined;
  /**
   * A missed visit's fee: whom to charge and how much, and whether the customer has been told yet
   * (the fee follows the message); 'not-missed' when the mark was corrected meanwhile; undefined
   * when the booking has no card on file.
   */
  feeFor: (
    /** The fee's subject: the visit, and when its mark was made. */
    id: string,
  ) =>
    | { told: boolean; customerId: string; subscriptionId: string | null; paymentIntentId: string | null; cents: number; bookingId: string }
    | 'not-missed'
    | undefined;
  /** The fee Stripe charged, written into the takings. */
  feeCharged: (visitId: string, bookingId: string, paymentIntent: string, cents: number) => void;
}

/** What a call's failure means to the outbox: Stripe's refusals (4xx but 429) are final; its outages are tried again. */
export function outcomeOf(error: unknown): Outcome {
  const status = (error as { statusCode?: number }).statusCode ?? null;
  const message = error instanceof Error ? error.message : String(error);
  const permanent = status !== null && status >= 400 && status < 500 && status !== 429;
  return { ok: false, status, error: `Stripe: ${message}`.slice(0, 500), permanent };
}

/** A call that can never be made (nothing to charge or change): tried again it would fail the same way. */
export const refused = (error: string): Outcome => ({ ok: false, status: null, error, permanent: true });
const NO_CARD = refused('no card on file for that visit');
const NO_SUBSCRIPTION = refused('no subscription for that booking');
export const DONE: Outcome = { ok: true, status: 200 };
/** Nothing to ask of Stripe any more (a mark corrected before its fee was charged). */
const NOTHING: Outcome = { ok: true, status: null };

/** A paid invoice's payment intent (an event never carries it: its payments are listed), written down. */
async function intentOfInvoice(stripe: Stripe, calls: MoneyCalls, invoice: string): Promise<string | null> {
  const paid = await stripe.invoicePayments.list({ invoice, status: 'paid', limit: 10 });
  const paymentIntent = idOf(paid.data.find((p) => p.payment.type === 'payment_intent')?.payment.payment_intent) ?? null;
  if (paymentIntent) calls.chargeIntent(invoice, paymentIntent);
  return paymentIntent;
}

/** A refund the owner or a cancel asked for, against its own charge. */
async function refund(stripe: Stripe, calls: MoneyCalls, id: string): Promise<Outcome> {
  const found = calls.refundRequest(id);
  if (!found) return refused(`no such refund asked: ${id}`);
  const { request, charge } = found;
  // A membership's charge is known by its invoice until its payment intent is asked for.
  const paymentIntent = charge.paymentIntent ?? (charge.invoiceId ? await intentOfInvoice(stripe, calls, charge.invoiceId) : null);
  if (!paymentIntent) return refused(`charge ${charge.ref} has no payment to refund`);
  try {
    const made = await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: request.cents, metadata: { booking_id: request.bookingId, request: String(request.id) } },
      { idempotencyKey: `refund:${id}` },
    );
    calls.refunded(made);
  } catch (error) {
    const outcome = outcomeOf(error);
    if (!outcome.ok && outcome.permanent) calls.refundRefused(request.id);
    return outcome;
  }
  return DONE;
}

/** The trip fee of a missed visit, charged to the card the customer gave, once told. */
async function fee(stripe: Stripe, calls: MoneyCalls, id: string): Promise<Outcome> {
  const { visitId } = VISIT_FEE_ID.decode(id);
  const due = calls.feeFor(id);
  if (due === 'not-missed') return NOTHING;
  if (!due) return NO_CARD;
  if (!due.told) return { ok: false, status: null, error: 'waiting until the customer has been told', permanent: false };
  // The card the customer gave: the membership's, or the one saved with a one-time payment.
  const method = due.subscriptionId
    ? idOf((await stripe.subscriptions.retrieve(due.subscriptionId)).default_payment_method)
    : due.paymentIntentId
      ? idOf((await stripe.paymentIntents.retrieve(due.paymentIntentId)).payment_method)
      : undefined;
  if (!method) return NO_CARD;
  const intent = await stripe.paymentIntents.create(
    {
      amount: due.cents,
      currency: 'usd',
      customer: due.customerId,
      payment_method: method,
      off_session: true,
      confirm: true,
      description: 'Trip fee: cans not out or no access',
      metadata: { booking_id: due.bookingId, visit_id: visitId },
    },
    // Per mark: one made again after a correction is charged as its own.
    { idempotencyKey: `fee:${id}` },
  );
  if (intent.status === 'succeeded') calls.feeCharged(visitId, due.bookingId, intent.id, intent.amount);
  return DONE;
}

/** A membership's subscription ended, anchored to its visit day, or its collection paused or back. */
async function subscription(stripe: Stripe, calls: MoneyCalls, kind: string, id: string): Promise<Outcome> {
  const bookingId = kind === 'subscription-pause' || kind === 'subscription-resume' ? COLLECTION_ID.decode(id).bookingId : id;
  const sub = calls.subscriptionOf(bookingId);
  if (!sub) return NO_SUBSCRIPTION;
  if (kind === 'subscription-end') {
    await stripe.subscriptions.update(sub, { cancel_at_period_end: true }, { idempotencyKey: `end:${id}` });
    return DONE;
  }
  if (kind === 'subscription-anchor') {
    const at = calls.anchorOf(bookingId);
    if (at === undefined) return NOTHING;
    const trialEnd = Math.floor(at / 1000);
    await stripe.subscriptions.update(
      sub,
      { trial_end: trialEnd, proration_behavior: 'none' },
      { idempotencyKey: `anchor:${id}:${trialEnd}` },
    );
    return DONE;
  }
  // Paused or back: what stands now, whichever change asked. A retry of an older change then
  // says the same as the newest, so it can never undo it.
  const resumesAt = calls.collectionResumesAt(bookingId);
  const pause_collection = resumesAt === null ? ('' as const) : { behavior: 'void' as const, resumes_at: Math.floor(resumesAt / 1000) };
  await stripe.subscriptions.update(sub, { pause_collection }, { idempotencyKey: `collection:${id}:${resumesAt ?? 'on'}` });
  return DONE;
}

export function stripeSender(stripe: Stripe, calls: MoneyCalls): Deliver {
  return async ({ subject }): Promise<Outcome> => {
    try {
      switch (subject.kind) {
        case 'refund':
          return await refund(stripe, calls, subject.id);
        case 'visit-fee':
          return await fee(stripe, calls, subject.id);
        case 'subscription-end':
        case 'subscription-anchor':
        case 'subscription-pause':
        case 'subscription-resume':
          return await subscription(stripe, calls, subject.kind, subject.id);
        case 'subscription-cancel':
          // A second subscription for one booking, paid by mistake: cancelled now (already gone is as good).
          try {
            await stripe.subscriptions.cancel(subject.id, {}, { idempotencyKey: `cancel:${subject.id}` });
          } catch (error) {
            if ((error as { code?: string }).code !== 'resource_missing') throw error;
          }
          return DONE;
        case 'invoice-payments':
          return (await intentOfInvoice(stripe, calls, subject.id)) ? DONE : refused(`invoice ${subject.id} has no payment`);
        case 'charge-refunds': {
          const { chargeId } = CHARGE_REFUNDS_ID.decode(subject.id);
          for await (const made of stripe.refunds.list({ charge: chargeId, limit: 100 })) calls.refunded(made);
          return DONE;
        }
        default:
          return refused(`not a call to Stripe: ${subject.kind}`);
      }
    } catch (error) {
      return outcomeOf(error);
    }
  };
}
