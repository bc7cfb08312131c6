// What a booking's change means for its money, inside the change's transaction: a booking agreed
// opens its payment, due; a cancel gives back what was paid for a clean not given (in full before
// the cut-off, the policy's share after); a pause or a resume reaches Stripe as the state that
// stands when the call is made; a membership's end stops its subscription.
import type { BookingChange, BookingView } from '../../customers/bookings/booking-types.ts';
import { planWords } from '../../customers/bookings/booking-words.ts';
import type { Subject } from '../../platform/outbox/deliveries.ts';
import { COLLECTION_ID } from '../payments/stripe-subjects.ts';
import type { PaymentContext } from './context.ts';
import { settle } from './settle.ts';
import { queuePaymentNotice } from './payment-notices.ts';

export function bookingChanged(context: PaymentContext, booking: BookingView, change: Pick<BookingChange, 'what' | 'detail'>) {
  // An account's addresses are billed together on its monthly invoice: no payment of their own.
  if (booking.accountId !== null) return;
  const { payments, bookings, outbox, policy } = context;
  if ((change.what === 'booked' && !change.detail.held) || change.what === 'confirmed')
    payments.open(booking.id, planWords(booking, bookings.plans()).cents);
  const payment = payments.get(booking.id);
  if (!payment) return;
  // Its cans changed while nothing was paid: what is due follows the new count.
  if (change.what === 'cans' && change.detail.cans)
    payments.reprice(booking.id, planWords({ ...booking, cans: change.detail.cans.to }, bookings.plans()).cents);
  // Cancelled before its clean was given: what it paid goes back, in full before the cut-off,
  // the policy's share after (settle asks it, now or whenever a charge is learnt of).
  if (change.what === 'cancelled' && !bookings.cleanGiven(booking.id)) {
    const late = change.detail.from !== undefined && change.detail.from < bookings.dates.earliest();
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
  if ((change.what === 'ended' || change.what === 'cancelled') && payment.subscriptionId && !change.detail.atStripe)
    outbox.enqueue('stripe', { kind: 'subscription-end', id: booking.id });
  if (change.what === 'cancelled' || change.what === 'ended') settle(context, booking.id);
}

/** The day after a booking, its payment still due: one reminder. Unpaid past the policy's hours, a one-time booking lets its place go. */
export function remindUnpaid(context: PaymentContext, now: number) {
  const { payments, bookings, policy } = context;
  for (const payment of payments.dueUnreminded(now - 24 * 3600_000)) {
    const booking = bookings.get(payment.bookingId);
    payments.markReminded(payment.bookingId);
    if (booking?.status === 'booked') queuePaymentNotice(context, 'payment-reminder', booking, booking.id);
  }
  if (policy.unpaidHoldHours === null) return;
  for (const payment of payments.dueOpenedBefore(now - policy.unpaidHoldHours * 3600_000)) {
    const booking = bookings.get(payment.bookingId);
    if (booking?.status === 'booked' && booking.intervalDays === null) bookings.cancel(booking.id, 'owner');
  }
}

/** The booking a payment notice is about: a declined invoice's, a bounced session's, or the booking itself. */
export function bookingOf({ payments }: PaymentContext, subject: Subject): string | undefined {
  if (subject.kind === 'payment-failed') {
    const invoice = payments.invoice(subject.id);
    return invoice ? payments.bySubscription(invoice.subscriptionId)?.bookingId : subject.id;
  }
  if (subject.kind === 'payment-bounced' || subject.kind === 'payment-duplicate') return payments.session(subject.id)?.bookingId;
  return subject.id;
}
