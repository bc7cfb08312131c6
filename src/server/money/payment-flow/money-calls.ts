// What the Stripe sender asks of the stores before a call that moves money, and what it tells
// them back after: the refund to ask, when collection resumes, a membership's billing anchor, a
// missed visit's trip fee.
import { isMissed } from '../../customers/bookings/booking-types.ts';
import { markStands, visitMarkSubject } from '../../customers/bookings/booking-subjects.ts';
import { VISIT_FEE_ID } from '../payments/stripe-subjects.ts';
import type { MoneyCalls } from '../payments/stripe-sender.ts';
import type { PaymentContext } from './context.ts';
import { chargeIntent, record } from './follow-facts.ts';
import { refundOf } from './refunds.ts';
import { settle } from './settle.ts';

export function moneyCalls(context: PaymentContext): MoneyCalls {
  const { payments, ledger, bookings } = context;
  return {
    refundRequest: (id) => {
      const request = ledger.request(Number(id));
      const charge = request && ledger.charge(request.chargeRef);
      return request && charge ? { request, charge } : undefined;
    },
    chargeIntent: (ref, paymentIntent) => chargeIntent(context, ref, paymentIntent),
    refunded: (refund) => record(context, { kind: 'refund', refund }),
    refundRefused: (id) => payments.transaction(() => ledger.refused(id)),
    subscriptionOf: (bookingId) => payments.get(bookingId)?.subscriptionId ?? null,
    collectionResumesAt: (bookingId) => {
      const pause = bookings.get(bookingId)?.status === 'booked' ? bookings.pauseOf(bookingId) : undefined;
      return pause ? bookings.dates.calendar.instantAt(pause.until) : null;
    },
    anchorOf: (bookingId) => {
      const first = payments.sessionsOf(bookingId).find((s) => s.chargedNow && s.status === 'complete' && !s.duplicate)?.firstVisit;
      const next = first && bookings.nextVisits(bookings.get(bookingId)!, 3).find((v) => v.date > first);
      return next ? bookings.dates.calendar.instantAt(next.date, '08:00') : undefined;
    },
    feeFor: (id) => feeFor(context, id),
    feeCharged: (visitId, bookingId, paymentIntent, cents) => {
      payments.transaction(() => {
        ledger.addCharge({ ref: paymentIntent, bookingId, cents, paymentIntent, invoiceId: null, purpose: 'fee', visitId });
        // Corrected to done while Stripe was charging: it goes back at once.
        const visit = bookings.visit(visitId);
        if (visit && !isMissed(visit.state)) refundOf(context, ledger.charge(paymentIntent)!, cents, 'fee-corrected');
        settle(context, bookingId);
      });
      context.outbox.announceQueued();
    },
  };
}

/** A missed visit's trip fee, as the sender charges it: 'not-missed' once the mark was corrected; undefined without a card. */
function feeFor({ bookings, payments, ledger, outbox, feeCents }: PaymentContext, id: string): ReturnType<MoneyCalls['feeFor']> {
  const { visitId, at } = VISIT_FEE_ID.decode(id);
  const visit = bookings.visit(visitId);
  if (!visit) return undefined;
  // Cleared or corrected since (a mark made again is its own fee).
  if (!isMissed(visit.state) || !markStands(visit, { at })) return 'not-missed';
  const payment = payments.get(visit.bookingId);
  if (!payment?.customerId) return undefined;
  return {
    told: outbox.deliveredOrGone('customer-email', visitMarkSubject(visit)),
    customerId: payment.customerId,
    subscriptionId: payment.subscriptionId,
    paymentIntentId: ledger.chargesOf(visit.bookingId).find((c) => c.purpose === 'clean' && c.paymentIntent)?.paymentIntent ?? null,
    cents: feeCents(),
    bookingId: visit.bookingId,
  };
}
