// An unhappy rating (one to three stars), told to the owner by e-mail a minute after the tap (what
// went wrong, when the customer said it within that minute, comes with it): the stars, the visit,
// its photo, the customer's words, and the links to their thread and their record. The inbox has it
// at once, first in Messages; a rating changed to four or five stars since sends nothing.
import { displayPhone } from '../../../common/phone-display.ts';
import { threadPath } from '../../../common/text-threads.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { PhotoStore } from '../photos/photo-store.ts';
import { UNHAPPY_STARS, type RatingStore } from '../ratings/rating-store.ts';
import { problemWords } from '../../../common/copy/visit-copy.ts';
import { personKey } from '../../customers/people/people-store.ts';
import { customerHref } from '../../../common/owner-customers.ts';

/** The records this notice reads. */
type Reads = { ratings: RatingStore; bookings: BookingStore; photos: PhotoStore };

export const unhappyRatingNotice = defineNotice<string, Reads>({
  kind: 'unhappy-rating',
  id: plainId,
  ownerEmail: (visitId, { stores: { ratings, bookings, photos }, siteLink, photoUrl }) => {
    const rating = ratings.of(visitId);
    const visit = bookings.visit(visitId);
    const booking = visit && bookings.get(visit.bookingId);
    if (!rating || !visit || !booking) return undefined;
    if (rating.stars > UNHAPPY_STARS || rating.answeredAt !== null) return 'superseded';
    const { customer } = booking;
    const problems = problemWords(rating.problems);
    const photo = photos.ofVisit(visitId)[0];
    const record = `/owner${customerHref(personKey(customer.mobileE164, customer.email))}`;
    return {
      subject: `${rating.stars} ${rating.stars === 1 ? 'star' : 'stars'} from ${customer.name}: ${bookings.dates.words(visit.date)}`,
      text: [
        `${customer.name} gave their clean of ${bookings.dates.words(visit.date)} at ${customer.street}, ${customer.zip} ${rating.stars} of 5 stars.`,
        '',
        ...(problems.length ? [`What went wrong: ${problems.join('; ')}.`] : []),
        ...(rating.words ? [`In their words: "${rating.words}"`] : []),
        ...(problems.length || rating.words ? [''] : []),
        `They were told you will call or text them by tomorrow. ${customer.mobileE164 ? `Their mobile: ${displayPhone(customer.mobileE164)}.` : ''}`.trim(),
        '',
        ...(photo ? [`The crew's photo: ${photoUrl(photo.id)}`] : []),
        ...(customer.mobileE164 ? [`Their texts: ${siteLink(threadPath(customer.mobileE164))}`] : []),
        `Their record: ${siteLink(record)}`,
        `Unhappy customers, first in Messages: ${siteLink('/owner#messages?show=unhappy')}`,
      ].join('\n'),
      replyTo: customer.email,
    };
  },
});
