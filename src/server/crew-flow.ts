// What a mark at the curb sets going (where visits, reviews and payments meet, so it lives beside
// the app): the customer told of a Done with the photo, or of cans not out / no access with what
// happens next; a review request some hours after a Done (once per customer in so many days,
// never after a missed visit); and, with the fee policy and payments on, the fee charged to the
// card on file once the customer has been told. Each goes through the outbox, keyed by the visit
// and its mark: the same mark made twice tells nobody twice.
import type { CrewRules } from '../common/site-config.schema.ts';
import type { BookingStore } from './bookings/booking-store.ts';
import { isMissed, type BookingView, type Visit } from './bookings/booking-types.ts';
import type { ReviewRequests } from './bookings/review-requests.ts';
import type { Outbox } from './outbox/outbox.ts';

export interface CrewFlowOptions {
  outbox: Outbox;
  bookings: () => BookingStore;
  reviews: ReviewRequests;
  policy: CrewRules;
  /** Whether customers' e-mail is on, and whether this number may be texted. */
  customerEmail: boolean;
  mayText: ((phone: string | null) => boolean) | undefined;
  /** With payments on, the fee policy charges; without, a missed visit is credited forward. */
  payments: boolean;
  /** How long a mark's message waits: a mark corrected in that time sends only the right one. */
  delayMs: number;
}

/** A mark's message as the outbox names it: the visit and the mark it tells of. */
export const markSubject = (visit: Pick<Visit, 'id' | 'state'>) => `${visit.id}|${visit.state}`;
export function markOf(id: string): { visitId: string; mark: string } {
  const [visitId = '', mark = ''] = id.split('|');
  return { visitId, mark };
}

/** Whether a missed visit costs the fee (the policy says so and there is a card to charge it to). */
export const chargesFee = (policy: CrewRules, payments: boolean) => policy.notOutPolicy === 'fee' && payments && policy.notOutFeeCents > 0;

export function crewFlow({ outbox, bookings, reviews, policy, customerEmail, mayText, payments, delayMs }: CrewFlowOptions) {
  return {
    /** A new mark on a visit, inside its transaction. */
    marked(visit: Visit, booking: BookingView) {
      if (visit.state !== 'done' && !isMissed(visit.state)) return;
      const now = bookings().clock.now();
      const at = now + delayMs;
      const subject = { kind: 'visit-mark', id: markSubject(visit) } as const;
      const link = () => bookings().issueLink(booking.id);
      if (customerEmail) outbox.enqueue('customer-email', subject, { at, secret: link() });
      if (mayText?.(booking.customer.mobileE164)) outbox.enqueue('sms', subject, { at, secret: link() });
      if (visit.state === 'done' && customerEmail) {
        const since = now - policy.reviewEveryDays * 24 * 3600_000;
        if (reviews.claim(visit.id, booking.customer.email, now, since))
          outbox.enqueue('customer-email', { kind: 'review-request', id: visit.id }, { at: now + policy.reviewAfterHours * 3600_000 });
      }
      if (isMissed(visit.state) && chargesFee(policy, payments)) outbox.enqueue('stripe', { kind: 'visit-fee', id: visit.id }, { at });
    },
  };
}

export type CrewFlow = ReturnType<typeof crewFlow>;
