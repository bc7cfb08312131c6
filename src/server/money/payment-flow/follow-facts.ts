// What Stripe says, written down as facts (payments/stripe-facts.ts) and followed: the calls a
// fact asks for, a membership Stripe ended ended here too, then the booking settled.
import type { Touched } from '../payments/stripe-facts.ts';
import { CHARGE_REFUNDS_ID } from '../payments/stripe-subjects.ts';
import type { PaymentContext } from './context.ts';
import { settle } from './settle.ts';
import { queuePaymentNotice } from './payment-notices.ts';
import type { StripeFact } from './stripe-fact.ts';

/** What a fact calls for beyond the booking's settling (inside the fact's transaction). */
function follow(context: PaymentContext, touched: Touched) {
  const { outbox, bookings } = context;
  const { bookingId } = touched;
  if (touched.syncRefunds)
    outbox.enqueue('stripe', {
      kind: 'charge-refunds',
      id: CHARGE_REFUNDS_ID.encode({ chargeId: touched.syncRefunds.chargeId, refunded: String(touched.syncRefunds.refunded) }),
    });
  if (!bookingId) return;
  const booking = bookings.get(bookingId);
  if (touched.endedAtStripe && booking?.status === 'booked') {
    // Cancelled at Stripe (the customer's portal): the membership ends here too, and nothing is asked of Stripe again.
    bookings.cancel(booking.id, 'customer', 'ended', { atStripe: true });
  }
  if (touched.anchor) outbox.enqueue('stripe', { kind: 'subscription-anchor', id: bookingId });
  if (touched.resolveInvoice) outbox.enqueue('stripe', { kind: 'invoice-payments', id: touched.resolveInvoice });
  settle(context, bookingId);
  if (touched.asyncFailed && booking?.status === 'booked') queuePaymentNotice(context, 'payment-bounced', booking, touched.asyncFailed);
}

/** Writes down one fact from Stripe and follows it (inside a transaction). */
export function apply(context: PaymentContext, fact: StripeFact): Touched {
  const { facts } = context;
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
  follow(context, touched);
  return touched;
}

/** Writes down what Stripe answered, as its event would be, in its own transaction, and wakes the outbox for what follows. */
export function record(context: PaymentContext, fact: StripeFact) {
  context.payments.transaction(() => apply(context, fact));
  context.outbox.announceQueued();
}

/** A membership's charge, its invoice's payment intent found: the refunds of it Stripe told of now count. */
export function chargeIntent(context: PaymentContext, ref: string, paymentIntent: string) {
  const { payments, ledger } = context;
  payments.transaction(() => {
    ledger.chargeIntent(ref, paymentIntent);
    const charge = ledger.charge(ref);
    if (charge) settle(context, charge.bookingId);
  });
  context.outbox.announceQueued();
}
