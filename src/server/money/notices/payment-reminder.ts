// The day after a booking, its payment still due: one reminder with the link to pay.
import { paymentReminderEmail } from '../payments/payment-messages.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import { paymentFacts, paymentText } from './payment-facts.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';

/** The records this notice reads. */
type Reads = { bookings: BookingStore; texts: TextStore };

export const paymentReminderNotice = defineNotice<string, Reads>({
  kind: 'payment-reminder',
  id: plainId,
  customerEmail: (bookingId, secret, ctx) => {
    const found = paymentFacts(bookingId, secret, ctx, 'customer');
    return found && paymentReminderEmail(found.facts);
  },
  sms: (bookingId, secret, ctx) => paymentText(bookingId, secret, ctx, 'payment-reminder'),
});
