// What a clean's own page shows, from the visit as it is now: its date and address in the
// customer's language, the crew's photos, their rating so far, the review link (once they rated,
// whatever the stars), when the owner answers an unhappy one, and the tips given for it.
import { VISIT_COPY } from '../../../common/copy/visit-copy.ts';
import { dollars } from '../../../common/prices.ts';
import type { VisitNotice, VisitPageData, VisitProblem } from '../../../common/visit-page.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { BookingView, Visit } from '../../customers/bookings/booking-types.ts';
import type { TipStore } from '../../money/payments/tip-store.ts';
import { TIP_CHOICES } from '../../money/payment-flow/tip-checkout.ts';
import type { PhotoStore } from '../photos/photo-store.ts';
import { UNHAPPY_STARS, type RatingStore } from '../ratings/rating-store.ts';

export interface VisitPageDeps {
  bookings: BookingStore;
  photos: PhotoStore;
  ratings: RatingStore;
  tips: TipStore;
}

const DAY_MS = 24 * 3_600_000;

export function visitPageData(
  { bookings, photos, ratings, tips }: VisitPageDeps,
  { booking, visit }: { booking: BookingView; visit: Visit },
  { action, back, notice, reviewUrl, tipsOn }: Pick<VisitPageData, 'action' | 'back' | 'notice'> & { reviewUrl: string; tipsOn: boolean },
): VisitPageData {
  const { language } = booking.customer;
  const { dates } = bookings;
  const rating = ratings.of(visit.id);
  const tipped = tips.ofVisits([visit.id]).get(visit.id);
  const tomorrow = dates.calendar.addDays(dates.today(), 1);
  return {
    language,
    action,
    date: dates.words(visit.date, language),
    address: `${booking.customer.street}, ${booking.customer.zip}`,
    photos: photos.linksOf(visit.id, bookings.clock.now() + DAY_MS).map((photo) => photo.url),
    rating: rating
      ? { stars: rating.stars, problems: rating.problems as VisitProblem[], words: rating.words, quoteOk: rating.quoteOk }
      : null,
    reviewUrl: rating && reviewUrl ? reviewUrl : null,
    replyBy: rating && rating.stars <= UNHAPPY_STARS ? VISIT_COPY[language].wrong.by(dates.words(tomorrow, language)) : null,
    tip: tipsOn ? { choices: TIP_CHOICES, given: tipped ? dollars(tipped) : null } : null,
    notice: notice as VisitNotice | null,
    back,
  };
}
