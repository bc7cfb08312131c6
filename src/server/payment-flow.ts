// Where bookings and payments meet (so it lives beside the app, not in either room): a booking
// agreed opens its payment, due; a cancel refunds what was paid (in full before the cut-off, by
// the site config's share after it); a membership's end ends its subscription at the close of
// the paid period; and what Stripe tells us moves the payment and the visits (a failed charge
// holds the next visit until a charge goes through). Every call that moves money goes through
// the outbox with an idempotency key: a crash or an outage ends in exactly one refund.
import type Stripe from 'stripe';
import type { PaymentRules } from '../common/site-config.schema.ts';
import type { BookingStore } from './bookings/booking-store.ts';
import type { BookingChange, BookingView } from './bookings/booking-types.ts';
import { planWords } from './bookings/booking-words.ts';
import type { Outbox } from './outbox/outbox.ts';
import type { PaymentStore } from './payments/payment-store.ts';

export interface PaymentFlowOptions {
  payments: PaymentStore;
  bookings: () => BookingStore;
  outbox: Outbox;
  policy: PaymentRules;
  /** Whether customers' e-mail and texts are on, and whether this number may be texted. */
  customerEmail: boolean;
  mayText: ((phone: string | null) => boolean) | undefined;
}

/** A refund as the outbox names it: the booking, the payment, the amount in cents. */
export const refundSubject = (bookingId: string, paymentIntentId: string, cents: number) => `${bookingId}|${paymentIntentId}|${cents}`;
export function refundOf(id: string): { bookingId: string; paymentIntentId: string; cents: number } {
  const [bookingId = '', paymentIntentId = '', cents = '0'] = id.split('|');
  return { bookingId, paymentIntentId, cents: Number(cents) };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? undefined));

export function paymentFlow({ payments, bookings, outbox, policy, customerEmail, mayText }: PaymentFlowOptions) {
  /** Set while Stripe's own cancel is being followed here: the subscription is already gone there. */
  let endedAtStripe = false;
  /** Tells the customer (e-mail, and a text where the number may be texted) about their payment. */
  const tell = (kind: 'payment-reminder' | 'payment-failed', booking: BookingView) => {
    const link = () => bookings().issueLink(booking.id);
    if (customerEmail) outbox.enqueue('customer-email', { kind, id: booking.id }, { secret: link() });
    if (mayText?.(booking.customer.mobileE164)) outbox.enqueue('sms', { kind, id: booking.id }, { secret: link() });
    if (kind === 'payment-failed') outbox.enqueue('email', { kind, id: booking.id });
  };

  /** The refund a cancel earns: all of it before the cut-off, the policy's share after. */
  const refundFor = (taken: number, givenUp: string | undefined) => {
    const late = givenUp !== undefined && givenUp < bookings().dates.earliest();
    return late ? Math.round((taken * policy.lateCancelRefundPercent) / 100) : taken;
  };

  return {
    /** A change to a booking, inside its transaction. */
    changed(booking: BookingView, change: Pick<BookingChange, 'what' | 'detail'>) {
      if ((change.what === 'booked' && !change.detail.held) || change.what === 'confirmed')
        payments.open(booking.id, planWords(booking).cents);
      const payment = payments.get(booking.id);
      if (!payment) return;
      if (change.what === 'cancelled' && payment.paymentIntentId && payment.takenCents > 0) {
        const cents = refundFor(payment.takenCents, change.detail.from);
        if (cents > 0) payments.queueMoney('refund', refundSubject(booking.id, payment.paymentIntentId, cents));
      }
      // No charge falls in a pause: collection pauses until the day it ends (charges fall on visit
      // days, so the first after it is the first visit after it), and comes back early on a resume.
      if (change.what === 'paused' && payment.subscriptionId && change.detail.until)
        payments.queueMoney('subscription-pause', `${booking.id}|${change.detail.until}`);
      if (change.what === 'resumed' && payment.subscriptionId)
        payments.queueMoney('subscription-resume', `${booking.id}|${booking.sequence + 1}`);
      // A membership ended, or cancelled before its first visit: its subscription stops at the end of what was paid.
      if ((change.what === 'ended' || change.what === 'cancelled') && payment.subscriptionId && !endedAtStripe)
        payments.queueMoney('subscription-end', booking.id);
    },

    /** The owner refunds a booking's last payment in full (from the inbox); false when nothing was paid. */
    refund(bookingId: string): boolean {
      const payment = payments.get(bookingId);
      if (!payment?.paymentIntentId || payment.takenCents <= 0) return false;
      payments.queueMoney('refund', refundSubject(bookingId, payment.paymentIntentId, Math.min(payment.takenCents, payment.amountCents)));
      outbox.announceQueued();
      return true;
    },

    /** What a verified Stripe event means here (inside a transaction; each event once). */
    handle(event: Stripe.Event) {
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          const bookingId = session.client_reference_id ?? session.metadata?.booking_id;
          if (!bookingId || !payments.get(bookingId)) return;
          const customerId = idOf(session.customer);
          if (session.mode === 'payment') {
            const intent = idOf(session.payment_intent);
            payments.change(bookingId, {
              state: 'paid',
              paid: true,
              checkoutSessionId: session.id,
              ...(customerId ? { customerId } : {}),
              ...(intent ? { paymentIntentId: intent, money: { ref: intent, cents: session.amount_total ?? 0 } } : {}),
            });
          } else {
            const subscriptionId = idOf(session.subscription);
            payments.change(bookingId, {
              state: 'card-on-file',
              checkoutSessionId: session.id,
              ...(customerId ? { customerId } : {}),
              ...(subscriptionId ? { subscriptionId } : {}),
            });
          }
          return;
        }
        case 'invoice.paid': {
          const invoice = event.data.object;
          const payment = payments.bySubscription(idOf(invoice.parent?.subscription_details?.subscription) ?? '');
          if (!payment) return;
          const intent = idOf(invoice.payments?.data[0]?.payment.payment_intent);
          payments.change(payment.bookingId, {
            state: 'paid',
            paid: invoice.amount_paid > 0,
            ...(intent ? { paymentIntentId: intent } : {}),
            ...(invoice.amount_paid > 0 && invoice.id ? { money: { ref: invoice.id, cents: invoice.amount_paid } } : {}),
          });
          bookings().releaseHeldVisits(payment.bookingId);
          return;
        }
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          const payment = payments.bySubscription(idOf(invoice.parent?.subscription_details?.subscription) ?? '');
          const booking = payment && bookings().get(payment.bookingId);
          if (!payment || !booking) return;
          payments.change(payment.bookingId, { state: 'failed' });
          bookings().holdNextVisit(payment.bookingId);
          tell('payment-failed', booking);
          return;
        }
        case 'customer.subscription.deleted': {
          const payment = payments.bySubscription(event.data.object.id);
          const booking = payment && bookings().get(payment.bookingId);
          // Cancelled at Stripe (the customer's portal): the membership ends here too.
          if (booking?.status !== 'booked') return;
          endedAtStripe = true;
          try {
            bookings().cancel(booking.id, 'customer', 'ended');
          } finally {
            endedAtStripe = false;
          }
          return;
        }
        case 'charge.refunded': {
          const charge = event.data.object;
          const payment = payments.byIntent(idOf(charge.payment_intent) ?? '');
          if (!payment) return;
          for (const refund of charge.refunds?.data ?? [])
            payments.change(payment.bookingId, { money: { ref: refund.id, cents: -refund.amount } });
          if (charge.refunded) payments.change(payment.bookingId, { state: 'refunded' });
          return;
        }
        default:
          return;
      }
    },

    /** The day after a booking, its payment still due: one reminder. Unpaid past the policy's hours, a one-time booking lets its place go. */
    remindUnpaid(now: number) {
      for (const payment of payments.dueUnreminded(now - 24 * 3600_000)) {
        const booking = bookings().get(payment.bookingId);
        payments.markReminded(payment.bookingId);
        if (booking?.status === 'booked') tell('payment-reminder', booking);
      }
      if (policy.unpaidHoldHours === null) return;
      for (const payment of payments.list())
        if (payment.state === 'due' && payment.createdAt <= now - policy.unpaidHoldHours * 3600_000) {
          const booking = bookings().get(payment.bookingId);
          if (booking?.status === 'booked' && booking.intervalDays === null) bookings().cancel(booking.id, 'owner');
        }
    },
  };
}

export type PaymentFlow = ReturnType<typeof paymentFlow>;
