// Money given back, each charge refunded against itself and never over what it has left. What the
// flow asks by itself waits until the charge's payment intent is known, so the refunds Stripe
// already made of it are counted first; the owner's own refund goes at once.
import { refundable, type Charge, type RefundWhy } from '../payments/payment-ledger.ts';
import type { PaymentContext } from './context.ts';

/** Asks Stripe for a refund of one charge (at most what it has left); false when nothing is left. */
export function refundOf({ ledger, outbox }: PaymentContext, charge: Charge, cents: number, why: RefundWhy): boolean {
  if (why !== 'owner' && !charge.paymentIntent) return false;
  const request = ledger.ask(charge, cents, why);
  if (request !== undefined) outbox.enqueue('stripe', { kind: 'refund', id: String(request) });
  return request !== undefined;
}

/**
 * A cancelled booking's refund: its share of what was paid for the clean (duplicates aside:
 * they go back whole), less what already went back or was asked; newest charge first. Worked
 * out from the facts, so a charge learnt of after the cancel is refunded too, and once.
 */
export function refundCancelled(context: PaymentContext, bookingId: string, percent: number, duplicates: Set<string>) {
  const clean = context.ledger.chargesOf(bookingId).filter((c) => c.purpose === 'clean' && !duplicates.has(c.ref));
  const paid = clean.reduce((sum, c) => sum + c.cents, 0);
  const back = clean.reduce((sum, c) => sum + c.refundedCents + c.askedCents, 0);
  let left = Math.round((paid * percent) / 100) - back;
  for (const charge of clean.reverse()) {
    if (left <= 0) break;
    const cents = Math.min(left, refundable(charge));
    if (cents > 0 && refundOf(context, charge, cents, 'cancel')) left -= cents;
  }
}

/** The owner refunds what is left of one charge, in its own transaction; false when nothing is left. */
export function ownerRefund(context: PaymentContext, charge: Charge | undefined): boolean {
  if (!charge || !context.payments.transaction(() => refundOf(context, charge, refundable(charge), 'owner'))) return false;
  context.outbox.announceQueued();
  return true;
}

/** A missed visit's mark corrected: its trip fee, if charged, goes back (inside the mark's transaction). */
export function refundFee(context: PaymentContext, visitId: string) {
  const fee = context.ledger.feeOf(visitId);
  if (fee) refundOf(context, fee, refundable(fee), 'fee-corrected');
}
