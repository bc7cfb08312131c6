// A booking's payment worked out from all its facts: its state, the visit held while a charge
// stands declined, who is told, and a second payment given back. Safe to call any time, as often
// as wanted: it only ever brings things in line with the facts.
import { paymentStateOf } from '../payments/payment-state.ts';
import type { CheckoutSession } from '../payments/payment-store.ts';
import type { PaymentContext } from './context.ts';
import { refundCancelled, refundOf } from './refunds.ts';
import { queuePaymentNotice } from './payment-notices.ts';

export function settle(context: PaymentContext, bookingId: string) {
  const { payments, ledger, bookings } = context;
  const payment = payments.get(bookingId);
  const booking = bookings.get(bookingId);
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
    const held = bookings.visits(bookingId).some((v) => v.state === 'held');
    if (declined.length && !held) bookings.holdNextVisit(bookingId);
    if (!declined.length && held) bookings.releaseHeldVisits(bookingId);
  }
  for (const invoice of declined) queuePaymentNotice(context, 'payment-failed', booking, invoice.id);
  const duplicates = giveBackDuplicates(context, bookingId, sessions);
  if (booking.status === 'cancelled' && payment.cancelRefundPercent !== null)
    refundCancelled(context, bookingId, payment.cancelRefundPercent, duplicates);
}

/** A second payment for one booking: given back (its subscription cancelled), and the owner told once. The charges given back. */
function giveBackDuplicates(context: PaymentContext, bookingId: string, sessions: CheckoutSession[]): Set<string> {
  const { payments, ledger, outbox, ownerEmail } = context;
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
      if (!ledger.requested(charge.ref, 'duplicate')) refundOf(context, charge, charge.cents, 'duplicate');
    }
    if (duplicate.subscriptionId) outbox.enqueue('stripe', { kind: 'subscription-cancel', id: duplicate.subscriptionId });
    if (ownerEmail) outbox.enqueue('email', { kind: 'payment-duplicate', id: duplicate.id });
  }
  return duplicates;
}
