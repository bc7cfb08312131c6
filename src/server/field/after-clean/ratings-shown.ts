// The customers' ratings as the home page shows them: every rating's average and count, and the
// latest words (four or five stars) of customers who ticked that we may quote them, by their first
// name only: never a surname, a street or a date.
import { averageStars } from '../../../common/visit-page.ts';
import type { RatingsShown } from '../../customers/site/home-pages.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { RatingStore } from '../ratings/rating-store.ts';

/** How many customers' words the page quotes. */
const QUOTES = 3;

export function ratingsShown(ratings: RatingStore, bookings: Pick<BookingStore, 'get'>): RatingsShown {
  return {
    revision: () => ratings.revision(),
    current: () => {
      const { count, stars } = ratings.allTime();
      if (!count) return null;
      const quotes = ratings.quotes(QUOTES).flatMap((rating) => {
        const name = bookings.get(rating.bookingId)?.customer.name.trim().split(/\s+/)[0];
        return name ? [{ words: rating.words, name, stars: rating.stars }] : [];
      });
      return { average: averageStars(stars, count), count, quotes };
    },
  };
}
