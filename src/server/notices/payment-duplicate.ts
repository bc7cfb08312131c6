// A second payment for one booking (its Checkout session): the owner is told it goes back by itself.
import { paymentDuplicateOwnerEmail } from '../payments/payment-messages.ts';
import { defineNotice, plainId } from './notice.ts';
import { paymentFacts } from './payment-facts.ts';

export const paymentDuplicateNotice = defineNotice<string>({
  kind: 'payment-duplicate',
  id: plainId,
  ownerEmail: (sessionId, ctx) => {
    const found = paymentFacts(ctx.stores.payments.session(sessionId)?.bookingId, 'owner', ctx);
    return found && paymentDuplicateOwnerEmail(found.facts);
  },
});
