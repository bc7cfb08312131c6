// The ids of the payments' subjects that hold two things (the calls to Stripe, a payment page
// Stripe would not open), written where they are queued (the payment flow) and read where they
// are made (the Stripe sender, the owner's notice) by the same codec.
import type { Subject } from '../../platform/outbox/deliveries.ts';
import { pairId } from '../../platform/outbox/subject-ids.ts';

/** A membership's collection paused or back: the booking, and the change that asked (each its own call). */
export const COLLECTION_ID = pairId('bookingId', 'sequence');
/** A charge's refunds to list: the charge, and how much Stripe counted refunded when it said so. */
export const CHARGE_REFUNDS_ID = pairId('chargeId', 'refunded');
/** A missed visit's trip fee: the visit and when its mark was made (a mark cleared and made again is charged as its own). */
export const VISIT_FEE_ID = pairId('visitId', 'at');
export const visitFeeSubject = (visit: { id: string; changedAt: number }): Subject => ({
  kind: 'visit-fee',
  id: VISIT_FEE_ID.encode({ visitId: visit.id, at: String(visit.changedAt) }),
});

/** Stripe would not open a booking's payment page: the booking and the day (the owner is told once a day). */
export const PAYMENT_PROBLEM_ID = pairId('bookingId', 'date');
export const paymentProblemSubject = (bookingId: string, date: string): Subject => ({
  kind: 'payment-problem',
  id: PAYMENT_PROBLEM_ID.encode({ bookingId, date }),
});
/** The key the payment page keeps the problem under, for the owner's notice to read back. */
export const checkoutProblemKey = (bookingId: string, date: string) => `checkout:${bookingId}:${date}`;
