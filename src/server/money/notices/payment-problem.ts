// Stripe would not open a booking's payment page (named by the booking and the day, once a day):
// the owner is told Stripe's reason; the customer was asked to try again or call.
import { paymentProblemOwnerEmail } from '../payments/payment-messages.ts';
import { defineNotice } from '../../platform/outbox/notice.ts';
import { checkoutProblemKey, PAYMENT_PROBLEM_ID } from '../payments/stripe-subjects.ts';
import { paymentFacts } from './payment-facts.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { PaymentStore } from '../payments/payment-store.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';

/** The records this notice reads. */
type Reads = { payments: PaymentStore; bookings: BookingStore; texts: TextStore };

export const paymentProblemNotice = defineNotice<{ bookingId: string; date: string }, Reads>({
  kind: 'payment-problem',
  id: PAYMENT_PROBLEM_ID,
  ownerEmail: ({ bookingId, date }, ctx) => {
    const problem = ctx.stores.payments.problems().find((p) => p.key === checkoutProblemKey(bookingId, date));
    const found = problem && paymentFacts(bookingId, 'owner', ctx);
    return found && problem && paymentProblemOwnerEmail(found.facts, problem.text);
  },
});
