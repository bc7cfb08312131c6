// A membership's charge declined (named by its invoice: every declined invoice is told, once): the
// customer gets the way to update the card and hears their next visit waits; the owner is told.
import { paymentFailedEmail, paymentFailedOwnerEmail } from '../payments/payment-messages.ts';
import { defineNotice, plainId, type NoticeContext } from './notice.ts';
import { paymentFacts, paymentText } from './payment-facts.ts';

const bookingOf = (invoiceId: string, { stores }: NoticeContext) =>
  stores.paymentFlow?.bookingOf({ kind: 'payment-failed', id: invoiceId });

export const paymentFailedNotice = defineNotice<string>({
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
