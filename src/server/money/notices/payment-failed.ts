// A membership's charge declined (named by its invoice: every declined invoice is told, once): the
// customer gets the way to update the card and hears their next visit waits; the owner is told.
import { paymentFailedEmail, paymentFailedOwnerEmail } from '../payments/payment-messages.ts';
import { defineNotice, plainId, type NoticeContext } from '../../platform/outbox/notice.ts';
import { paymentFacts, paymentText } from './payment-facts.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { PaymentFlow } from '../payment-flow/payment-flow.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';

/** The records this notice reads. */
type Reads = { paymentFlow: PaymentFlow | undefined; bookings: BookingStore; texts: TextStore };

const bookingOf = (invoiceId: string, { stores }: NoticeContext<Reads>) =>
  stores.paymentFlow?.bookingOf({ kind: 'payment-failed', id: invoiceId });

export const paymentFailedNotice = defineNotice<string, Reads>({
  kind: 'payment-failed',
  id: plainId,
  customerEmail: (invoiceId, secret, ctx) => {
    const found = paymentFacts(bookingOf(invoiceId, ctx), secret, ctx, 'customer');
    return found && paymentFailedEmail(found.facts);
  },
  sms: (invoiceId, secret, ctx) => paymentText(bookingOf(invoiceId, ctx), secret, ctx, 'payment-failed'),
  ownerEmail: (invoiceId, ctx) => {
    const found = paymentFacts(bookingOf(invoiceId, ctx), 'owner', ctx);
    return found && paymentFailedOwnerEmail(found.facts);
  },
});
