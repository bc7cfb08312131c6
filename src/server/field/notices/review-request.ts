// The review request some hours after a Done (its visit): asked only after a clean that still
// stands (a mark corrected to 'not out' asks nothing), and only of a customer not offered the
// review link since: one who rated a clean was offered it then, whatever their stars.
import { reviewEmail } from '../crew-flow/crew-messages.ts';
import { wordsOf } from '../../../common/business-words.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { CrewRules } from '../../../common/site-config.schema.ts';
import type { RatingStore } from '../ratings/rating-store.ts';

/** The records this notice reads. */
type Reads = { bookings: BookingStore; crewPolicy: CrewRules; ratings: RatingStore };

export const reviewRequestNotice = defineNotice<string, Reads>({
  kind: 'review-request',
  id: plainId,
  customerEmail: (visitId, _secret, { stores: { bookings, crewPolicy, ratings }, business }) => {
    const visit = bookings.visit(visitId);
    const booking = visit && bookings.get(visit.bookingId);
    if (!visit || !booking) return undefined;
    const since = bookings.clock.now() - crewPolicy.reviewEveryDays * 24 * 3_600_000;
    if (ratings.offeredSince(booking.customer.email, since)) return 'superseded';
    return visit.state === 'done' ? reviewEmail(booking, crewPolicy.reviewUrl, wordsOf(business())) : 'superseded';
  },
});
