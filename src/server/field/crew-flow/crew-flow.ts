// What a mark at the curb sets going beyond telling the customer (notices/visit-mark.ts does
// that): a review request some hours after a Done (after its text could go) (once per customer in so many days, never
// after a missed visit); and, with the fee policy and payments on, the fee charged to the card
// on file once the customer has been told. Each goes through the outbox, keyed by the visit and
// when its mark was made: the same mark made twice charges nothing twice, and a mark cleared and
// made again later is charged as its own.
import type { CrewRules, TextRules } from '../../../common/site-config.schema.ts';
import { quietWait } from '../../conversations/texts/quiet-hours.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import { crewCame, isMissed, type BookingView, type Visit } from '../../customers/bookings/booking-types.ts';
import type { ReviewRequests } from '../../customers/bookings/review-requests.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { chargesFee } from './crew-fee.ts';
import { visitFeeSubject } from '../../money/payments/stripe-subjects.ts';

export interface CrewFlowOptions {
  outbox: Outbox;
  bookings: BookingStore;
  reviews: ReviewRequests;
  policy: CrewRules;
  /** Whether customers' e-mail is on (a review request goes by e-mail). */
  customerEmail: boolean;
  /**
   * With payments on: whether the booking has a card on file (the fee is charged only to one),
   * and the fee given back when its mark is corrected. Without payments a missed visit is
   * credited forward.
   */
  payments: { hasCard: (bookingId: string) => boolean; refundFee: (visitId: string) => void } | undefined;
  /** How long a mark's message waits (a mark corrected in that time sends only the right one): the fee waits as long. */
  delayMs: number;
  /** The texts' quiet hours: the Done text waits for the morning, and the review request after it. */
  quiet: Pick<TextRules, 'quietUntil' | 'quietFrom'>;
}

export function crewFlow({ outbox, bookings, reviews, policy, customerEmail, payments, delayMs, quiet }: CrewFlowOptions) {
  return {
    /** A visit's mark changed (set, corrected or cleared), inside its transaction. */
    marked(visit: Visit, booking: BookingView, before: Visit['state']) {
      // A missed visit's fee goes back when the mark is corrected: the clean was given after all, or not missed.
      if (isMissed(before) && !isMissed(visit.state)) payments?.refundFee(visit.id);
      if (!crewCame(visit.state)) return;
      const now = bookings.clock.now();
      const at = now + delayMs;
      if (visit.state === 'done' && customerEmail) {
        const since = now - policy.reviewEveryDays * 24 * 3600_000;
        // Counted from when the Done text can go (a Done marked late in the evening: the morning), so
        // the review never asks before the customer was told, nor before they could rate the clean.
        const told = now + quietWait(bookings.dates.calendar, quiet, now);
        if (reviews.claim(visit.id, booking.customer.email, now, since))
          outbox.enqueue('customer-email', { kind: 'review-request', id: visit.id }, { at: told + policy.reviewAfterHours * 3600_000 });
      }
      if (isMissed(visit.state) && chargesFee(policy, payments?.hasCard(booking.id) ?? false))
        outbox.enqueue('stripe', visitFeeSubject(visit), { at });
    },
  };
}

export type CrewFlow = ReturnType<typeof crewFlow>;
