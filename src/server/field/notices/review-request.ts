// The review request some hours after a Done (its visit): asked only after a clean that still
// stands (a mark corrected to 'not out' asks nothing).
import { reviewEmail } from '../crew-flow/crew-messages.ts';
import { wordsOf } from '../../../common/business-words.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { CrewRules } from '../../../common/site-config.schema.ts';

/** The records this notice reads. */
type Reads = { bookings: BookingStore; crewPolicy: CrewRules };

export const reviewRequestNotice = defineNotice<string, Reads>({
  kind: 'review-request',
  id: plainId,
  customerEmail: (visitId, _secret, { stores: { bookings, crewPolicy }, business }) => {
    const visit = bookings.visit(visitId);
    const booking = visit && bookings.get(visit.bookingId);
    if (!visit || !booking) return undefined;
    return visit.state === 'done' ? reviewEmail(booking, crewPolicy.reviewUrl, wordsOf(business())) : 'superseded';
  },
});
