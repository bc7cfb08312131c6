// A bank debit started at Checkout that failed (named by its session): the customer is told, with
// the link to pay again.
import { paymentBouncedEmail } from '../payments/payment-messages.ts';
import { defineNotice, plainId } from './notice.ts';
import { paymentFacts, paymentText } from './payment-facts.ts';

export const paymentBouncedNotice = defineNotice<string>({
  kind: 'payment-bounced',
  id: plainId,
  customerEmail: (sessionId, secret, ctx) => {
    const found = paymentFacts(ctx.stores.payments.session(sessionId)?.bookingId, secret, ctx, 'customer');
    return found && paymentBouncedEmail(found.facts);
  },
  sms: (sessionId, secret, ctx) => paymentText(ctx.stores.payments.session(sessionId)?.bookingId, secret, ctx, 'payment-bounced'),
});
