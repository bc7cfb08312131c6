// The owner's unhappy ratings (one to three stars), waiting for an answer first in Messages: who,
// which clean and its photo, what went wrong in their words, the truck that did it, and the
// links to the customer's thread and record; marked answered once the owner has called or texted.
import type { FastifyInstance } from 'fastify';
import type { UnhappyRating } from '../../../common/owner-api/ratings.ts';
import { customerHref } from '../../../common/owner-customers.ts';
import { displayPhone } from '../../../common/phone-display.ts';
import { problemWords } from '../../../common/copy/visit-copy.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import { personKey } from '../../customers/people/people-store.ts';
import { ownerOf, ownerRoute } from '../../platform/http/owner-route.ts';
import type { PhotoStore } from '../photos/photo-store.ts';
import type { Rating, RatingStore } from '../ratings/rating-store.ts';
import type { TruckStore } from '../trucks/truck-store.ts';

export interface RatingsRouteOptions {
  ratings: RatingStore;
  bookings: BookingStore;
  photos: PhotoStore;
  trucks: TruckStore;
}

const DAY_MS = 24 * 3_600_000;

/** An unhappy rating as the owner reads it, or undefined when its visit is gone. */
function unhappyOf({ bookings, photos, trucks }: RatingsRouteOptions, rating: Rating): UnhappyRating | undefined {
  const visit = bookings.visit(rating.visitId);
  const booking = visit && bookings.get(visit.bookingId);
  if (!visit || !booking) return undefined;
  const { customer } = booking;
  const { calendar } = bookings.dates;
  const photo = photos.linksOf(visit.id, bookings.clock.now() + DAY_MS)[0];
  return {
    visitId: visit.id,
    stars: rating.stars,
    problems: problemWords(rating.problems),
    words: rating.words,
    name: customer.name,
    phone: customer.mobileE164 ? displayPhone(customer.mobileE164) : null,
    email: customer.email,
    clean: `${bookings.dates.words(visit.date)} at ${customer.street}, ${customer.zip}`,
    ratedAt: `${calendar.shortWords(calendar.dateOf(rating.ratedAt))}, ${calendar.timeWords(rating.ratedAt)}`,
    truck: rating.truckId ? (trucks.get(rating.truckId)?.name ?? null) : null,
    photo: photo?.url ?? null,
    thread: customer.mobileE164 ? `#messages/${encodeURIComponent(customer.mobileE164)}` : null,
    record: customerHref(personKey(customer.mobileE164, customer.email)),
  };
}

export async function ratingsRoutes(app: FastifyInstance, options: RatingsRouteOptions) {
  const { ratings } = options;
  ownerRoute(app, 'GET /owner/api/ratings/waiting', async (request, reply) => {
    const page = ratings.waiting(request.query.before);
    const rows = page.rows.map((rating) => unhappyOf(options, rating)).filter((row) => row !== undefined);
    return reply.send({ ratings: rows, next: page.next, waiting: ratings.waitingCount() });
  });
  ownerRoute(app, 'POST /owner/api/ratings/:visit/answered', async (request, reply) => {
    if (!ratings.answer(request.params.visit, ownerOf(request).email))
      return reply.code(404).send({ error: 'No such rating waits for an answer.' });
    return reply.send({ answered: true });
  });
}
