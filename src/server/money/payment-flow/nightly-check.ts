// The nightly check against Stripe (and `npm run payments:reconcile`). Webhooks can be missed,
// late or out of order, so Stripe's own advice is to reconcile by listing: the last 35 days of
// Checkout sessions, invoices (with their payments), refunds and charges, and each running
// membership's subscription. What a missed event would have changed is applied through the same
// code as the event (so the customer is told once, as they would have been); what cannot be
// explained is listed for the owner (Payments, and the evening list).
import type Stripe from 'stripe';
import { dollars } from '../../../common/prices.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { PaymentFlow, StripeFact } from './payment-flow.ts';
import type { PaymentLedger } from '../payments/payment-ledger.ts';
import type { PaymentProblem, PaymentStore } from '../payments/payment-store.ts';
import { idOf, type PayableInvoice } from '../payments/stripe-types.ts';
import { listed, patiently, RATE_LIMIT_PAUSES_MS, sideBySide, type Reading } from './stripe-pages.ts';

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
  /** Told to stop (the run's time limit, the server closing): it stops before its next request. */
  signal?: AbortSignal;
  /** Pauses after Stripe's 429s (tests make them short). */
  pausesMs?: readonly number[];
  /** Where a run that stopped got to: this one goes on from there. */
  resume?: CheckProgress;
  /** Told where the run has got to, and what it has read and changed so far, as it goes. */
  onProgress?: (progress: CheckProgress, counts: { read: number; applied: number }) => void;
  /** When this night's check began (a run going on from a stopped one): what was not seen since is gone. */
  since?: number;
  /** Subscriptions asked for side by side (Stripe allows 25 reads a second in test mode, 100 live). */
  width?: number;
  /**
   * An invoice of a commercial account, written down as its event would be: whether it changed
   * anything, or undefined when the invoice is not an account's (a membership's is followed here).
   */
  accountInvoice?: (invoice: PayableInvoice) => boolean | undefined;
}

/** Where a run has got to: the lists read to the end, and the list under way with its last id handled. */
export interface CheckProgress {
  done: Phase[];
  list?: Phase;
  after?: string;
}

const PHASES = ['sessions', 'invoices', 'refunds', 'subscriptions', 'charges'] as const;
type Phase = (typeof PHASES)[number];

export interface PaymentCheckReport {
  /** Facts from Stripe read, and how many of them changed something here. */
  read: number;
  applied: number;
  problems: PaymentProblem[];
}

export async function checkPayments(options: PaymentCheckOptions): Promise<PaymentCheckReport> {
  const { flow, payments, bookings, days = 35, maxListed = MAX_LISTED, resume, onProgress } = options;
  const { calendar } = bookings.dates;
  const now = bookings.clock.now();
  const created = { gte: Math.floor((now - days * 24 * 3600_000) / 1000) };
  let read = 0;
  let applied = 0;
  /** Applies one fact as its event would; counts it when it changed a payment. */
  const apply = (fact: StripeFact) => {
    read++;
    const before = payments.revision();
    flow.record(fact);
    if (payments.revision() !== before) applied++;
  };
  /** An account's invoice, applied as its event would be; false when it is not one. */
  const applyAccount = (invoice: PayableInvoice) => {
    const changed = options.accountInvoice?.(invoice);
    if (changed === undefined) return false;
    read++;
    if (changed) applied++;
    return true;
  };
  const progress: CheckProgress = { done: [...(resume?.done ?? [])] };
  const check: CheckContext = {
    ...options,
    created,
    maxListed,
    // Made in the last minutes: its events may still be on their way, so it is not yet a problem.
    recent: (seconds) => seconds * 1000 > now - IN_FLIGHT_MS,
    day: (seconds) => calendar.shortWords(calendar.dateOf(seconds * 1000)),
    apply,
    applyAccount,
    found: [],
    pausesMs: options.pausesMs ?? RATE_LIMIT_PAUSES_MS,
    signal: options.signal,
    refundedLately: new Set<string>(),
    /** Where the list under way starts: where a stopped run left it, else its beginning. */
    from: (phase) => (resume?.list === phase ? resume.after : undefined),
    reached: (phase, id) => {
      Object.assign(progress, { list: phase, after: id });
      onProgress?.(progress, { read, applied });
    },
  };
  try {
    for (const phase of PHASES) {
      // The refunds are read again after a stop: the charges are compared with the latest of them.
      if (progress.done.includes(phase) && phase !== 'refunds') continue;
      await READERS[phase](check);
      progress.done = [...new Set([...progress.done, phase])];
      delete progress.list;
      delete progress.after;
      onProgress?.(progress, { read, applied });
    }
  } catch (error) {
    // Stopped or failed midway: what it found so far is kept, and nothing is cleared.
    payments.replaceProblems('stripe:', check.found, 0);
    throw error;
  }
  payments.replaceProblems('stripe:', check.found, options.since ?? now);
  return { read, applied, problems: payments.problems() };
}

/** What one check has in hand: Stripe, the records, the window, and where it applies facts and lists problems. */
interface CheckContext extends Reading {
  stripe: Stripe;
  flow: PaymentFlow;
  payments: PaymentStore;
  ledger: PaymentLedger;
  bookings: BookingStore;
  created: { gte: number };
  recent: (seconds: number) => boolean;
  day: (seconds: number) => string;
  apply: (fact: StripeFact) => void;
  applyAccount: (invoice: PayableInvoice) => boolean;
  refundedLately: Set<string>;
  width?: number;
  from: (phase: Phase) => string | undefined;
  reached: (phase: Phase, id: string) => void;
}

const READERS: Record<Phase, (check: CheckContext) => Promise<void>> = {
  sessions: checkSessions,
  invoices: checkInvoices,
  refunds: checkRefunds,
  subscriptions: checkSubscriptions,
  charges: checkCharges,
};

/** Invoices: a membership's paid or declined round, or an account's invoice, applied as its event would be. */
async function checkInvoices(check: CheckContext) {
  const { stripe, flow, created, apply } = check;
  const page = (starting_after?: string) => stripe.invoices.list({ created, limit: 100, expand: ['data.payments'], starting_after });
  for await (const invoice of listed('invoices', page, check, check.from('invoices'))) {
    if (!check.applyAccount(invoice)) {
      if (invoice.status === 'paid') apply({ kind: 'invoice', invoice, outcome: 'paid' });
      else if (invoice.status === 'open' && invoice.attempt_count > 0) apply({ kind: 'invoice', invoice, outcome: 'failed' });
      // Asked for: the payment intents of a paid invoice, so its charge can be matched and refunded.
      const intent = idOf(invoice.payments?.data.find((p) => p.status === 'paid')?.payment.payment_intent);
      if (intent) flow.chargeIntent(invoice.id, intent);
    }
    check.reached('invoices', invoice.id);
  }
}

/** Refunds: each applied; those of the last minutes remembered, as their charges may not show them yet. */
async function checkRefunds(check: CheckContext) {
  const { stripe, created, apply, recent, refundedLately } = check;
  const page = (starting_after?: string) => stripe.refunds.list({ created, limit: 100, starting_after });
  for await (const refund of listed('refunds', page, check)) {
    apply({ kind: 'refund', refund });
    if (recent(refund.created) && refund.charge) refundedLately.add(idOf(refund.charge)!);
  }
}

/** Each running membership's subscription, asked for side by side in rounds: one ended at Stripe ends here. */
async function checkSubscriptions(check: CheckContext) {
  const { stripe, payments, bookings, apply, width = 8 } = check;
  const after = check.from('subscriptions') ?? '';
  const running = payments
    .all()
    .filter((p) => p.subscriptionId && p.bookingId > after && bookings.get(p.bookingId)?.status === 'booked')
    .sort((a, b) => (a.bookingId < b.bookingId ? -1 : 1));
  for (let at = 0; at < running.length; at += width * 5) {
    const round = running.slice(at, at + width * 5);
    await sideBySide(round, width, async (payment) => {
      const subscription = await patiently(() => stripe.subscriptions.retrieve(payment.subscriptionId!), check);
      if (subscription.status === 'canceled') apply({ kind: 'subscription-deleted', subscription });
    });
    check.reached('subscriptions', round.at(-1)!.bookingId);
  }
}

/** Checkout sessions: ours (a tip's among them) applied as their events would be (a bank debit by its payment intent); one naming a booking that we never made, listed. */
async function checkSessions(check: CheckContext) {
  const { stripe, created } = check;
  const page = (starting_after?: string) => stripe.checkout.sessions.list({ created, limit: 100, starting_after });
  for await (const session of listed('Checkout sessions', page, check, check.from('sessions'))) {
    await checkSession(session, check);
    check.reached('sessions', session.id);
  }
}

async function checkSession(session: Stripe.Checkout.Session, check: CheckContext) {
  const { stripe, payments, bookings, recent, day, apply, found } = check;
  // A tip's session is ours too (named by the visit it tips for): a missed event of it is applied here.
  if (!payments.session(session.id) && !session.metadata?.['tip_for_visit']) {
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
    return;
  }
  if (session.status === 'expired') apply({ kind: 'session', session, what: 'expired' });
  if (session.status !== 'complete') return;
  apply({ kind: 'session', session, what: 'completed' });
  // A bank debit: how it settled is its payment intent's status.
  if (session.mode === 'payment' && session.payment_status === 'unpaid' && session.payment_intent) {
    const intent = await patiently(() => stripe.paymentIntents.retrieve(idOf(session.payment_intent)!), check);
    if (intent.status === 'succeeded') apply({ kind: 'session', session, what: 'async-succeeded' });
    if (intent.status === 'requires_payment_method' || intent.status === 'canceled')
      apply({ kind: 'session', session, what: 'async-failed' });
  }
}

/** Charges: one Stripe made that is not ours, or refunded otherwise than we know, listed for the owner. */
async function checkCharges(check: CheckContext) {
  const { stripe, ledger, bookings, created, recent, day, found, refundedLately } = check;
  const page = (starting_after?: string) => stripe.charges.list({ created, limit: 100, starting_after });
  for await (const charge of listed('charges', page, check, check.from('charges'))) {
    check.reached('charges', charge.id);
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
