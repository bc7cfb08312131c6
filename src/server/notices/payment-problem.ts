// Stripe would not open a booking's payment page (named by the booking and the day, once a day):
// the owner is told Stripe's reason; the customer was asked to try again or call.
import { paymentProblemOwnerEmail } from '../payments/payment-messages.ts';
import { defineNotice, pairId } from './notice.ts';
import { paymentFacts } from './payment-facts.ts';

/** The key the payment page keeps the problem under, for this notice to read back. */
export const checkoutProblemKey = (bookingId: string, date: string) => `checkout:${bookingId}:${date}`;

export const paymentProblemNotice = defineNotice<{ bookingId: string; date: string }>({
  kind: 'payment-problem',
  id: pairId('bookingId', 'date'),
  ownerEmail: ({ bookingId, date }, ctx) => {
    const problem = ctx.stores.payments.problems().find((p) => p.key === checkoutProblemKey(bookingId, date));
    const found = problem && paymentFacts(bookingId, 'owner', ctx);
    return found && problem && paymentProblemOwnerEmail(found.facts, problem.text);
  },
});
