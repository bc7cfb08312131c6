// The day after a booking, its payment still due: one reminder with the link to pay.
import { paymentReminderEmail } from '../payments/payment-messages.ts';
import { defineNotice, plainId } from './notice.ts';
import { paymentFacts, paymentText } from './payment-facts.ts';

export const paymentReminderNotice = defineNotice<string>({
  kind: 'payment-reminder',
  id: plainId,
  customerEmail: (bookingId, secret, ctx) => {
    const found = paymentFacts(bookingId, secret, ctx, 'customer');
    return found && paymentReminderEmail(found.facts);
  },
  sms: (bookingId, secret, ctx) => paymentText(bookingId, secret, ctx, 'payment-reminder'),
});
