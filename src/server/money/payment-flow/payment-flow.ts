// Where bookings and payments meet (so it lives beside the app, not in either room). A booking
// agreed opens its payment, due. What Stripe says (an event, an answer to our call, the nightly
// listing) is written down as facts (payments/stripe-facts.ts), and the booking is then settled
// from all its facts at once: its state, a visit held while a membership's charge stands
// declined (back when that charge is paid), the customer and the owner told once per declined
// invoice, a second payment given back. A cancel gives back what was paid for a clean not given
// (in full before the cut-off, the site config's share after), each charge refunded against
// itself; a membership's end stops its subscription; a pause reaches Stripe as the state that
// stands when the call is made. Every call that moves money goes through the outbox with an
// idempotency key: a crash or an outage ends in exactly one.
//
// Each job is a file of its own under payment-flow/; this one puts them together.
import type { BookingChange, BookingView } from '../../customers/bookings/booking-types.ts';
import type { Subject } from '../../platform/outbox/deliveries.ts';
import { refundable } from '../payments/payment-ledger.ts';
import { StripeFacts } from '../payments/stripe-facts.ts';
import { bookingChanged, bookingOf, remindUnpaid } from './booking-changes.ts';
import type { PaymentContext, PaymentFlowOptions } from './context.ts';
import { apply, chargeIntent, record } from './follow-facts.ts';
import { moneyCalls } from './money-calls.ts';
import { ownerRefund, refundFee } from './refunds.ts';
import { settle } from './settle.ts';
import type { StripeFact } from './stripe-fact.ts';

export type { PaymentFlowOptions } from './context.ts';
export { factOf, type StripeFact } from './stripe-fact.ts';

export function paymentFlow(options: PaymentFlowOptions) {
  const context: PaymentContext = { ...options, facts: new StripeFacts(options.payments, options.ledger, options.tips) };
  const { ledger } = context;
  return {
    /** Writes down one fact from Stripe and follows it (inside a transaction). */
    apply: (fact: StripeFact) => apply(context, fact),
    /** Applies a fact in its own transaction and wakes the outbox (an answer, the nightly check). */
    record: (fact: StripeFact) => record(context, fact),
    chargeIntent: (ref: string, paymentIntent: string) => chargeIntent(context, ref, paymentIntent),
    settle: (bookingId: string) => settle(context, bookingId),
    moneyCalls: () => moneyCalls(context),
    /** A change to a booking, inside its transaction. */
    changed: (booking: BookingView, change: Pick<BookingChange, 'what' | 'detail'>) => bookingChanged(context, booking, change),
    /** The owner refunds what is left of a booking's latest clean charge; false when nothing is left. */
    refund: (bookingId: string) =>
      ownerRefund(
        context,
        ledger
          .chargesOf(bookingId)
          .filter((c) => c.purpose === 'clean' && refundable(c) > 0)
          .at(-1),
      ),
    /** The owner refunds one charge (a trip fee on its own, say); false when nothing of it is left. */
    refundCharge: (ref: string) => ownerRefund(context, ledger.charge(ref)),
    refundFee: (visitId: string) => refundFee(context, visitId),
    remindUnpaid: (now: number) => remindUnpaid(context, now),
    bookingOf: (subject: Subject) => bookingOf(context, subject),
  };
}

export type PaymentFlow = ReturnType<typeof paymentFlow>;
