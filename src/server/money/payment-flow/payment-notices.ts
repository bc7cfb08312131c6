// Who is told of a payment's trouble, on which channel: the customer (e-mail, and a text where
// the number may be texted, each with a fresh link to their booking) once per subject, and the
// owner too of a declined charge. Queued by the payment flow in the transaction that settles it.
import type { BookingView } from '../../customers/bookings/booking-types.ts';
import type { Subject } from '../../platform/outbox/deliveries.ts';
import type { PaymentContext } from './context.ts';

/** What the customer is told about their payment: a reminder to pay, a declined charge (its invoice), a bank debit that failed (its session). */
export type CustomerNotice = 'payment-reminder' | 'payment-failed' | 'payment-bounced';

export function queuePaymentNotice(
  {
    bookings,
    outbox,
    customerEmail,
    ownerEmail,
    mayText,
  }: Pick<PaymentContext, 'bookings' | 'outbox' | 'customerEmail' | 'ownerEmail' | 'mayText'>,
  kind: CustomerNotice,
  booking: BookingView,
  id: string,
) {
  const subject: Subject = { kind, id };
  // The link is issued only for a delivery the outbox takes (once per channel and subject).
  const link = () => bookings.issueLink(booking.id);
  if (customerEmail) outbox.enqueue('customer-email', subject, { secret: link });
  if (mayText?.(booking.customer.mobileE164)) outbox.enqueue('sms', subject, { secret: link });
  if (kind === 'payment-failed' && ownerEmail) outbox.enqueue('email', subject);
}
