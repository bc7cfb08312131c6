// Where bookings and payments meet (so it lives beside the app, not in either room). A booking
// agreed opens its payment, due. What Stripe says (an event, an answer to our call, the nightly
// listing) is written down as facts (payments/stripe-facts.ts), and the booking is then settled
// from all its facts at once: its state, a visit held while a membership's charge stands
// declined (back when that charge is paid), the customer and the owner told once per declined
// invoice, a second payment given back. A cancel gives back what was paid for a clean not given
// (in full before the cut-off, the site config's share after), each charge refunded against
// itself; a membership's end stops its subscription; a pause reaches Stripe as the state that
// stands when the call is made. Every call that moves money goes through the outbox with an
// idempotency key: a crash or an outage ends in exactly one.
import type Stripe from 'stripe';
import type { PaymentRules } from '../common/site-config.schema.ts';
import type { BookingStore } from './bookings/booking-store.ts';
import { isMissed, type BookingChange, type BookingView } from './bookings/booking-types.ts';
import { planWords } from './bookings/booking-words.ts';
import type { Outbox } from './outbox/outbox.ts';
import type { Subject } from './outbox/deliveries.ts';
import { refundable, type Charge, type PaymentLedger, type RefundWhy } from './payments/payment-ledger.ts';
import { paymentStateOf } from './payments/payment-state.ts';
import type { PaymentStore } from './payments/payment-store.ts';
import { StripeFacts, type Touched } from './payments/stripe-facts.ts';
import type { MoneyCalls } from './payments/stripe-sender.ts';
import { CHARGE_REFUNDS_ID, COLLECTION_ID } from './payments/stripe-subjects.ts';
import { visitMarkSubject } from './bookings/booking-subjects.ts';
import type { SentCharge, SentInvoice, SentRefund, SentSession, SentSubscription } from './payments/stripe-types.ts';

export interface PaymentFlowOptions {
  payments: PaymentStore;
  ledger: PaymentLedger;
  bookings: () => BookingStore;
  outbox: Outbox;
  policy: PaymentRules;
  /** Whether customers' e-mail is on, and whether this number may be texted. */
  customerEmail: boolean;
  ownerEmail: boolean;
  mayText: ((phone: string | null) => boolean) | undefined;
  /** A missed visit's trip fee, in cents (the crew's policy). */
  feeCents: number;
}

/** What the customer is told about their payment: a reminder to pay, a declined charge (its invoice), a bank debit that failed (its session). */
type CustomerNotice = 'payment-reminder' | 'payment-failed' | 'payment-bounced';

/** A Stripe object, as the nightly check or an answer hands it to the same code an event goes through. */
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

export function paymentFlow({
  payments,
  ledger,
  bookings,
  outbox,
  policy,
  customerEmail,
  ownerEmail,
  mayText,
  feeCents,
}: PaymentFlowOptions) {
  const facts = new StripeFacts(payments, ledger);
  /** Set while Stripe's own cancel is being followed here: the subscription is already gone there. */
  let endedAtStripe = false;

  /** Tells the customer (e-mail, and a text where the number may be texted) once per subject; the owner too of a declined charge. */
  const tell = (kind: CustomerNotice, booking: BookingView, id: string) => {
    const subject: Subject = { kind, id };
    const link = () => bookings().issueLink(booking.id);
    if (customerEmail && !outbox.has('customer-email', subject)) outbox.enqueue('customer-email', subject, { secret: link() });
    if (mayText?.(booking.customer.mobileE164) && !outbox.has('sms', subject)) outbox.enqueue('sms', subject, { secret: link() });
    if (kind === 'payment-failed' && ownerEmail) outbox.enqueue('email', subject);
  };

  /**
   * Asks Stripe for a refund of one charge (at most what it has left); false when nothing is
   * left. What the flow asks by itself waits until the charge's payment intent is known, so the
   * refunds Stripe already made of it are counted first.
   */
  const refundOf = (charge: Charge, cents: number, why: RefundWhy) => {
    if (why !== 'owner' && !charge.paymentIntent) return false;
    const request = ledger.ask(charge, cents, why);
    if (request !== undefined) outbox.enqueue('stripe', { kind: 'refund', id: String(request) });
    return request !== undefined;
  };

  /**
   * A cancelled booking's refund: its share of what was paid for the clean (duplicates aside:
   * they go back whole), less what already went back or was asked; newest charge first. Worked
   * out from the facts, so a charge learnt of after the cancel is refunded too, and once.
   */
  const refundCancelled = (bookingId: string, percent: number, duplicates: Set<string>) => {
    const clean = ledger.chargesOf(bookingId).filter((c) => c.purpose === 'clean' && !duplicates.has(c.ref));
    const paid = clean.reduce((sum, c) => sum + c.cents, 0);
    const back = clean.reduce((sum, c) => sum + c.refundedCents + c.askedCents, 0);
    let left = Math.round((paid * percent) / 100) - back;
    for (const charge of clean.reverse()) {
      if (left <= 0) break;
      const cents = Math.min(left, refundable(charge));
      if (cents > 0 && refundOf(charge, cents, 'cancel')) left -= cents;
    }
  };

  /**
   * Works out the booking's payment from all its facts: its state, the visit held while a charge
   * stands declined, who is told, and a second payment given back. Safe to call any time, as
   * often as wanted: it only ever brings things in line with the facts.
   */
  const settle = (bookingId: string) => {
    const payment = payments.get(bookingId);
    const booking = bookings().get(bookingId);
    if (!payment || !booking) return;
    const invoices = payment.subscriptionId ? payments.invoicesOf(payment.subscriptionId) : [];
    const sessions = payments.sessionsOf(bookingId);
    const { state, takenCents } = paymentStateOf({
      charges: ledger.chargesOf(bookingId),
      sessions,
      invoices,
      subscriptionId: payment.subscriptionId,
      cancelled: booking.status === 'cancelled',
    });
    payments.setState(bookingId, state, takenCents);
    const declined = invoices.filter((i) => i.state === 'failed');
    if (booking.status === 'booked' && booking.intervalDays !== null) {
      const held = bookings()
        .visits(bookingId)
        .some((v) => v.state === 'held');
      if (declined.length && !held) bookings().holdNextVisit(bookingId);
      if (!declined.length && held) bookings().releaseHeldVisits(bookingId);
    }
    for (const invoice of declined) tell('payment-failed', booking, invoice.id);
    // A second payment for one booking: given back (its subscription cancelled), and the owner told once.
    const duplicates = new Set<string>();
    for (const duplicate of sessions.filter((s) => s.duplicate)) {
      const charges = ledger
        .chargesOf(bookingId)
        .filter(
          (c) =>
            (duplicate.paymentIntent !== null && c.paymentIntent === duplicate.paymentIntent) ||
            (c.invoiceId !== null && payments.invoice(c.invoiceId)?.subscriptionId === duplicate.subscriptionId),
        );
      for (const charge of charges) {
        duplicates.add(charge.ref);
        if (!ledger.requested(charge.ref, 'duplicate')) refundOf(charge, charge.cents, 'duplicate');
      }
      if (duplicate.subscriptionId) outbox.enqueue('stripe', { kind: 'subscription-cancel', id: duplicate.subscriptionId });
      if (ownerEmail) outbox.enqueue('email', { kind: 'payment-duplicate', id: duplicate.id });
    }
    if (booking.status === 'cancelled' && payment.cancelRefundPercent !== null)
      refundCancelled(bookingId, payment.cancelRefundPercent, duplicates);
  };

  /** What a fact calls for beyond the booking's settling (inside the fact's transaction). */
  const follow = (touched: Touched) => {
    const { bookingId } = touched;
    if (touched.syncRefunds)
      outbox.enqueue('stripe', {
        kind: 'charge-refunds',
        id: CHARGE_REFUNDS_ID.encode({ chargeId: touched.syncRefunds.chargeId, refunded: String(touched.syncRefunds.refunded) }),
      });
    if (!bookingId) return;
    const booking = bookings().get(bookingId);
    if (touched.endedAtStripe && booking?.status === 'booked') {
      // Cancelled at Stripe (the customer's portal): the membership ends here too, and nothing is asked of Stripe again.
      endedAtStripe = true;
      try {
        bookings().cancel(booking.id, 'customer', 'ended');
      } finally {
        endedAtStripe = false;
      }
    }
    if (touched.anchor) outbox.enqueue('stripe', { kind: 'subscription-anchor', id: bookingId });
    if (touched.resolveInvoice) outbox.enqueue('stripe', { kind: 'invoice-payments', id: touched.resolveInvoice });
    settle(bookingId);
    if (touched.asyncFailed && booking?.status === 'booked') tell('payment-bounced', booking, touched.asyncFailed);
  };

  /** Writes down one fact from Stripe and follows it (inside a transaction). */
  const apply = (fact: StripeFact): Touched => {
    const touched =
      fact.kind === 'session'
        ? facts.session(fact.session, fact.what)
        : fact.kind === 'invoice'
          ? facts.invoice(fact.invoice, fact.outcome)
          : fact.kind === 'refund'
            ? facts.refund(fact.refund)
            : fact.kind === 'charge'
              ? facts.charge(fact.charge)
              : facts.subscriptionDeleted(fact.subscription);
    follow(touched);
    return touched;
  };

  /** Writes down what Stripe answered, as its event would be, and wakes the outbox for what follows. */
  const applied = (fact: StripeFact) => {
    payments.transaction(() => apply(fact));
    outbox.announceQueued();
  };

  /** A membership's charge, its invoice's payment intent found: the refunds of it Stripe told of now count. */
  const chargeIntent = (ref: string, paymentIntent: string) => {
    payments.transaction(() => {
      ledger.chargeIntent(ref, paymentIntent);
      const charge = ledger.charge(ref);
      if (charge) settle(charge.bookingId);
    });
    outbox.announceQueued();
  };

  /** What the Stripe sender asks of the store, and tells it back. */
  const moneyCalls = (check: MoneyCalls['check']): MoneyCalls => ({
    refundRequest: (id) => {
      const request = ledger.request(Number(id));
      const charge = request && ledger.charge(request.chargeRef);
      return request && charge ? { request, charge } : undefined;
    },
    chargeIntent,
    refunded: (refund) => applied({ kind: 'refund', refund }),
    refundRefused: (id) => payments.transaction(() => ledger.refused(id)),
    subscriptionOf: (bookingId) => payments.get(bookingId)?.subscriptionId ?? null,
    collectionResumesAt: (bookingId) => {
      const pause = bookings().get(bookingId)?.status === 'booked' ? bookings().pauseOf(bookingId) : undefined;
      return pause ? bookings().dates.calendar.instantAt(pause.until) : null;
    },
    anchorOf: (bookingId) => {
      const first = payments.sessionsOf(bookingId).find((s) => s.chargedNow && s.status === 'complete' && !s.duplicate)?.firstVisit;
      const next =
        first &&
        bookings()
          .nextVisits(bookings().get(bookingId)!, 3)
          .find((v) => v.date > first);
      return next ? bookings().dates.calendar.instantAt(next.date, '08:00') : undefined;
    },
    feeFor: (visitId) => {
      const visit = bookings().visit(visitId);
      if (!visit) return undefined;
      if (!isMissed(visit.state)) return 'not-missed';
      const payment = payments.get(visit.bookingId);
      if (!payment?.customerId) return undefined;
      return {
        told: outbox.deliveredOrGone('customer-email', visitMarkSubject(visit)),
        customerId: payment.customerId,
        subscriptionId: payment.subscriptionId,
        paymentIntentId: ledger.chargesOf(visit.bookingId).find((c) => c.purpose === 'clean' && c.paymentIntent)?.paymentIntent ?? null,
        cents: feeCents,
        bookingId: visit.bookingId,
      };
    },
    feeCharged: (visitId, bookingId, paymentIntent, cents) => {
      payments.transaction(() => {
        ledger.addCharge({ ref: paymentIntent, bookingId, cents, paymentIntent, invoiceId: null, purpose: 'fee', visitId });
        // Corrected to done while Stripe was charging: it goes back at once.
        const visit = bookings().visit(visitId);
        if (visit && !isMissed(visit.state)) refundOf(ledger.charge(paymentIntent)!, cents, 'fee-corrected');
        settle(bookingId);
      });
      outbox.announceQueued();
    },
    check,
  });

  return {
    apply,
    /** Applies a fact in its own transaction and wakes the outbox (an answer, the nightly check). */
    record: applied,
    chargeIntent,
    settle,
    moneyCalls,

    /** A change to a booking, inside its transaction. */
    changed(booking: BookingView, change: Pick<BookingChange, 'what' | 'detail'>) {
      if ((change.what === 'booked' && !change.detail.held) || change.what === 'confirmed')
        payments.open(booking.id, planWords(booking).cents);
      const payment = payments.get(booking.id);
      if (!payment) return;
      // Cancelled before its clean was given: what it paid goes back, in full before the cut-off,
      // the policy's share after (settle asks it, now or whenever a charge is learnt of).
      if (change.what === 'cancelled' && !bookings().cleanGiven(booking.id)) {
        const late = change.detail.from !== undefined && change.detail.from < bookings().dates.earliest();
        payments.setCancelRefund(booking.id, late ? policy.lateCancelRefundPercent : 100);
      }
      // No charge falls in a pause: collection pauses until the day it ends and comes back on a
      // resume. Each change is its own call, which says what stands when it is made.
      if ((change.what === 'paused' || change.what === 'resumed') && payment.subscriptionId)
        outbox.enqueue('stripe', {
          kind: 'subscription-pause',
          id: COLLECTION_ID.encode({ bookingId: booking.id, sequence: String(booking.sequence + 1) }),
        });
      // A membership ended, or cancelled before its first visit: its subscription stops at the end of what was paid.
      if ((change.what === 'ended' || change.what === 'cancelled') && payment.subscriptionId && !endedAtStripe)
        outbox.enqueue('stripe', { kind: 'subscription-end', id: booking.id });
      if (change.what === 'cancelled' || change.what === 'ended') settle(booking.id);
    },

    /** The owner refunds what is left of a booking's latest clean charge; false when nothing is left. */
    refund(bookingId: string): boolean {
      const charge = ledger
        .chargesOf(bookingId)
        .filter((c) => c.purpose === 'clean' && refundable(c) > 0)
        .at(-1);
      return charge !== undefined && payments.transaction(() => refundOf(charge, refundable(charge), 'owner')) && announce();
    },

    /** The owner refunds one charge (a trip fee on its own, say); false when nothing of it is left. */
    refundCharge(ref: string): boolean {
      const charge = ledger.charge(ref);
      return charge !== undefined && payments.transaction(() => refundOf(charge, refundable(charge), 'owner')) && announce();
    },

    /** A missed visit's mark corrected: its trip fee, if charged, goes back (inside the mark's transaction). */
    refundFee(visitId: string) {
      const fee = ledger.feeOf(visitId);
      if (fee) refundOf(fee, refundable(fee), 'fee-corrected');
    },

    /** The day after a booking, its payment still due: one reminder. Unpaid past the policy's hours, a one-time booking lets its place go. */
    remindUnpaid(now: number) {
      for (const payment of payments.dueUnreminded(now - 24 * 3600_000)) {
        const booking = bookings().get(payment.bookingId);
        payments.markReminded(payment.bookingId);
        if (booking?.status === 'booked') tell('payment-reminder', booking, booking.id);
      }
      if (policy.unpaidHoldHours === null) return;
      for (const payment of payments.list())
        if (payment.state === 'due' && payment.createdAt <= now - policy.unpaidHoldHours * 3600_000) {
          const booking = bookings().get(payment.bookingId);
          if (booking?.status === 'booked' && booking.intervalDays === null) bookings().cancel(booking.id, 'owner');
        }
    },

    /** The booking a payment notice is about: a declined invoice's, a bounced session's, or the booking itself. */
    bookingOf(subject: Subject): string | undefined {
      if (subject.kind === 'payment-failed') {
        const invoice = payments.invoice(subject.id);
        return invoice ? payments.bySubscription(invoice.subscriptionId)?.bookingId : subject.id;
      }
      if (subject.kind === 'payment-bounced' || subject.kind === 'payment-duplicate') return payments.session(subject.id)?.bookingId;
      return subject.id;
    },
  };

  function announce() {
    outbox.announceQueued();
    return true;
  }
}

export type PaymentFlow = ReturnType<typeof paymentFlow>;
