// A booking's cans changed (Ava's change_cans asks it): the one rule for a change of cans.
// The count changes, and its price with it, while nothing is paid for the booking and no payment
// page of Stripe's is open for it (what is due then follows the new count); once money is taken,
// the owner changes it and settles the difference with the customer.
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { CansResult, ChangedBy } from '../../customers/bookings/booking-types.ts';
import type { PaymentStore } from '../payments/payment-store.ts';

export type CansChange = CansResult | { ok: false; problem: 'paid'; date?: undefined };

/** The payments a change of cans reads: the booking's, and its payment pages at Stripe. */
export type CansPayments = Pick<PaymentStore, 'get' | 'sessionsOf'>;

/** Whether the booking's price may still change: nothing paid, and no payment page of Stripe's open for it. */
function unpaid(payments: CansPayments, bookingId: string, at: number): boolean {
  const payment = payments.get(bookingId);
  return !payment || (payment.state === 'due' && !payments.sessionsOf(bookingId).some((s) => s.status === 'open' && s.expiresAt > at));
}

export function changeCans(
  { bookings, payments }: { bookings: BookingStore; payments: CansPayments },
  bookingId: string,
  cans: number,
  by: ChangedBy,
): CansChange {
  if (!unpaid(payments, bookingId, bookings.clock.now())) return { ok: false, problem: 'paid' };
  return bookings.changeCans(bookingId, cans, by);
}
