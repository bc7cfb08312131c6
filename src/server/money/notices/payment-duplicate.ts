// A second payment for one booking (its Checkout session): the owner is told it goes back by itself.
import { paymentDuplicateOwnerEmail } from '../payments/payment-messages.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import { paymentFacts } from './payment-facts.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { PaymentStore } from '../payments/payment-store.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';

/** The records this notice reads. */
type Reads = { payments: PaymentStore; bookings: BookingStore; texts: TextStore };

export const paymentDuplicateNotice = defineNotice<string, Reads>({
  kind: 'payment-duplicate',
  id: plainId,
  ownerEmail: (sessionId, ctx) => {
    const found = paymentFacts(ctx.stores.payments.session(sessionId)?.bookingId, 'owner', ctx);
    return found && paymentDuplicateOwnerEmail(found.facts);
  },
});
