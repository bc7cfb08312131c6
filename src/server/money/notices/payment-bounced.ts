// A bank debit started at Checkout that failed (named by its session): the customer is told, with
// the link to pay again.
import { paymentBouncedEmail } from '../payments/payment-messages.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import { paymentFacts, paymentText } from './payment-facts.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { PaymentStore } from '../payments/payment-store.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';

/** The records this notice reads. */
type Reads = { payments: PaymentStore; bookings: BookingStore; texts: TextStore };

export const paymentBouncedNotice = defineNotice<string, Reads>({
  kind: 'payment-bounced',
  id: plainId,
  customerEmail: (sessionId, secret, ctx) => {
    const found = paymentFacts(ctx.stores.payments.session(sessionId)?.bookingId, secret, ctx, 'customer');
    return found && paymentBouncedEmail(found.facts);
  },
  sms: (sessionId, secret, ctx) => paymentText(ctx.stores.payments.session(sessionId)?.bookingId, secret, ctx, 'payment-bounced'),
});
