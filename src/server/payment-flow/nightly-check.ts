// The nightly check against Stripe (and `npm run payments:reconcile`). Webhooks can be missed,
// late or out of order, so Stripe's own advice is to reconcile by listing: the last 35 days of
// Checkout sessions, invoices (with their payments), refunds and charges, and each running
// membership's subscription. What a missed event would have changed is applied through the same
// code as the event (so the customer is told once, as they would have been); what cannot be
// explained is listed for the owner (Payments, and the evening list).
import Stripe from 'stripe';
import { dollars } from '../../common/prices.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import type { PaymentFlow, StripeFact } from './payment-flow.ts';
import type { PaymentLedger } from '../payments/payment-ledger.ts';
import type { PaymentProblem, PaymentStore } from '../payments/payment-store.ts';
import { idOf } from '../payments/stripe-types.ts';

/** How long after Stripe made something its events may still be on their way. */
const IN_FLIGHT_MS = 15 * 60_000;

/** At most so many objects of one list a night: a business far larger than this one's is read over nights. */
export const MAX_LISTED = 20_000;

export interface PaymentCheckOptions {
  stripe: Stripe;
  flow: PaymentFlow;
  payments: PaymentStore;
  ledger: PaymentLedger;
  bookings: BookingStore;
  /** How far back to list (Stripe's events are kept 30 days; a little more). */
  days?: number;
  /** The most objects read of one list in a run. */
  maxListed?: number;
}

export interface PaymentCheckReport {
  /** Facts from Stripe read, and how many of them changed something here. */
  read: number;
  applied: number;
  problems: PaymentProblem[];
}

export async function checkPayments({
  stripe,
  flow,
  payments,
  ledger,
  bookings,
  days = 35,
  maxListed = MAX_LISTED,
}: PaymentCheckOptions): Promise<PaymentCheckReport> {
  const { calendar } = bookings.dates;
  const now = bookings.clock.now();
  const since = Math.floor((now - days * 24 * 3600_000) / 1000);
  const created = { gte: since };
  /** Made in the last minutes: its events may still be on their way, so it is not yet a problem. */
  const recent = (seconds: number) => seconds * 1000 > now - IN_FLIGHT_MS;
  let read = 0;
  let applied = 0;
  const found: { key: string; bookingId: string | null; text: string }[] = [];
  const day = (seconds: number) => calendar.shortWords(calendar.dateOf(seconds * 1000));
  /** Applies one fact as its event would; counts it when it changed the booking's payment or visits. */
  const apply = (fact: StripeFact) => {
    read++;
    const before = payments.revision();
    flow.record(fact);
    if (payments.revision() !== before) applied++;
  };

  const check: CheckContext = { stripe, payments, ledger, bookings, created, recent, day, apply, found, maxListed };
  await checkSessions(check);
  for await (const invoice of bounded(stripe.invoices.list({ created, limit: 100, expand: ['data.payments'] }), 'invoices', check)) {
    if (invoice.status === 'paid') apply({ kind: 'invoice', invoice, outcome: 'paid' });
    else if (invoice.status === 'open' && invoice.attempt_count > 0) apply({ kind: 'invoice', invoice, outcome: 'failed' });
    // Asked for: the payment intents of a paid invoice, so its charge can be matched and refunded.
    const intent = idOf(invoice.payments?.data.find((p) => p.status === 'paid')?.payment.payment_intent);
    if (intent) flow.chargeIntent(invoice.id, intent);
  }
  const refundedLately = new Set<string>();
  for await (const refund of bounded(stripe.refunds.list({ created, limit: 100 }), 'refunds', check)) {
    apply({ kind: 'refund', refund });
    if (recent(refund.created) && refund.charge) refundedLately.add(idOf(refund.charge)!);
  }
  for (const payment of payments.all()) {
    if (!payment.subscriptionId || bookings.get(payment.bookingId)?.status !== 'booked') continue;
    const subscription = await stripe.subscriptions.retrieve(payment.subscriptionId);
    if (subscription.status === 'canceled') apply({ kind: 'subscription-deleted', subscription });
  }
  await checkCharges(check, refundedLately);
  payments.replaceProblems('stripe:', found);
  return { read, applied, problems: payments.problems() };
}

/** What one check has in hand: Stripe, the records, the window, and where it applies facts and lists problems. */
interface CheckContext {
  stripe: Stripe;
  payments: PaymentStore;
  ledger: PaymentLedger;
  bookings: BookingStore;
  created: { gte: number };
  recent: (seconds: number) => boolean;
  day: (seconds: number) => string;
  apply: (fact: StripeFact) => void;
  found: { key: string; bookingId: string | null; text: string }[];
  maxListed: number;
}

/**
 * One of Stripe's lists, read with a bound: it stops, saying so for the owner, at an object it
 * has already given (a list paging for ever), at one without its id or date (nothing to compare:
 * never read as agreement), or past the most a run reads.
 */
async function* bounded<T extends { id: string; created: number }>(
  list: AsyncIterable<T>,
  what: string,
  { found, maxListed }: CheckContext,
): AsyncGenerator<T> {
  const seen = new Set<string>();
  const stop = (why: string, text: string) => void found.push({ key: `stripe:${why}:${what}`, bookingId: null, text });
  const unreadable = () =>
    stop('unreadable', `Stripe: its list of ${what} gave an object without its id or date; the check could not compare the rest`);
  const items = list[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<T>;
    try {
      next = await items.next();
    } catch (error) {
      // Stripe's own errors (down, refusing) fail the run, to be tried again; the library's
      // refusal to page past an object without an id is an unreadable list.
      if (error instanceof Stripe.errors.StripeError) throw error;
      return unreadable();
    }
    if (next.done) return;
    const item = next.value;
    if (typeof item?.id !== 'string' || typeof item.created !== 'number') return unreadable();
    if (seen.has(item.id))
      return stop(
        'repeats',
        `Stripe: its list of ${what} repeated itself (${item.id} again) after ${seen.size}; the check stopped reading it`,
      );
    if (seen.size >= maxListed)
      return stop('too-many', `Stripe: more than ${maxListed} ${what} in the window; the check read the newest ${maxListed}`);
    seen.add(item.id);
    yield item;
  }
}

/** Checkout sessions: ours applied as their events would be (a bank debit by its payment intent); one naming a booking that we never made, listed. */
async function checkSessions(check: CheckContext) {
  const { stripe, payments, bookings, created, recent, day, apply, found } = check;
  for await (const session of bounded(stripe.checkout.sessions.list({ created, limit: 100 }), 'Checkout sessions', check)) {
    if (!payments.session(session.id)) {
      if (
        session.status === 'complete' &&
        !recent(session.created) &&
        session.client_reference_id &&
        bookings.get(session.client_reference_id)
      )
        found.push({
          key: `stripe:session:${session.id}`,
          bookingId: session.client_reference_id,
          text: `Stripe: a Checkout payment on ${day(session.created)} (${session.id}) names a booking; here: not a session we made`,
        });
      continue;
    }
    if (session.status === 'expired') apply({ kind: 'session', session, what: 'expired' });
    if (session.status !== 'complete') continue;
    apply({ kind: 'session', session, what: 'completed' });
    // A bank debit: how it settled is its payment intent's status.
    if (session.mode === 'payment' && session.payment_status === 'unpaid' && session.payment_intent) {
      const intent = await stripe.paymentIntents.retrieve(idOf(session.payment_intent)!);
      if (intent.status === 'succeeded') apply({ kind: 'session', session, what: 'async-succeeded' });
      if (intent.status === 'requires_payment_method' || intent.status === 'canceled')
        apply({ kind: 'session', session, what: 'async-failed' });
    }
  }
}

/** Charges: one Stripe made that is not ours, or refunded otherwise than we know, listed for the owner. */
async function checkCharges(check: CheckContext, refundedLately: Set<string>) {
  const { stripe, ledger, bookings, created, recent, day, found } = check;
  for await (const charge of bounded(stripe.charges.list({ created, limit: 100 }), 'charges', check)) {
    if (charge.status !== 'succeeded' || recent(charge.created)) continue;
    const ours = ledger.chargeByIntent(idOf(charge.payment_intent) ?? '');
    if (!ours) {
      found.push({
        key: `stripe:charge:${charge.id}`,
        bookingId: null,
        text: `Stripe: charged ${dollars(charge.amount)} on ${day(charge.created)} (${charge.id}); here: no such payment`,
      });
      continue;
    }
    if (charge.amount_refunded !== ours.refundedCents && !refundedLately.has(charge.id)) {
      const reference = bookings.get(ours.bookingId)?.reference ?? ours.bookingId;
      found.push({
        key: `stripe:refunded:${charge.id}`,
        bookingId: ours.bookingId,
        text: `Stripe: refunded ${dollars(charge.amount_refunded)} of ${dollars(charge.amount)} (${charge.id}, ${reference}); here: ${dollars(ours.refundedCents)}`,
      });
    }
  }
}
