// The owner's views of the bookings, read from the records: each service day ahead with its visits
// against the day's room (a page of whole days at a time), the paused memberships, and one
// booking opened with its next visit, the dates it could move to, its history at the curb and
// where its stop is placed.
import type { BookingDetail, BookingsDay, PausedMembership } from '../../../common/owner-inbox.ts';
import { stopMarkOf } from '../../../common/owner-inbox.ts';
import type { OwnerAnswer } from '../../../common/owner-routes.ts';
import type { ThreadReads } from '../../conversations/texts/thread-reads.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import { givenUp, type BookingView } from '../../customers/bookings/booking-types.ts';
import { planWords } from '../../customers/bookings/booking-words.ts';
import type { LeadStore } from '../../customers/leads/lead-store.ts';
import type { PhotoStore } from '../../field/photos/photo-store.ts';
import type { PlaceOrigin, StopStore } from '../../field/stops/stop-store.ts';
import type { PaymentStore } from '../../money/payments/payment-store.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';

export interface BookingsOptions {
  bookings: BookingStore;
  leads: LeadStore;
  payments: PaymentStore;
  photos: PhotoStore;
  threadReads: ThreadReads;
  stops: StopStore;
}

/** The owner's bookings come a page at a time: whole days, until they hold this many visits (what four trucks do in a day). */
const PAGE_VISITS = 300;

/** The days from `from` (today when unset or out of range), a page of whole days; the paused memberships with the first page. */
export function bookingsPage({ bookings, payments }: BookingsOptions, from: LocalDate | undefined): OwnerAnswer<'GET /owner/api/bookings'> {
  const { dates } = bookings;
  const days: BookingsDay[] = [];
  const today = dates.today();
  const start = from && from > today && from <= dates.latest() ? from : today;
  let next: LocalDate | null = null;
  let shown = 0;
  for (let day = start; day <= dates.latest(); day = dates.calendar.addDays(day, 1)) {
    // A page ends once it holds a busy day's worth of visits (a day is never split).
    if (shown >= PAGE_VISITS) {
      next = day;
      break;
    }
    const visits = bookings.day(day);
    const paid = payments.statesOf(visits.map((visit) => visit.booking.id));
    shown += visits.length;
    // A day off still shows when visits fall on it (a membership's round on a holiday): they need moving.
    const dayOff = !dates.isServiceDay(day);
    if (dayOff && visits.length === 0) continue;
    days.push({
      date: day,
      day: dates.words(day),
      dayOff,
      count: visits.length,
      room: bookings.dayRoom(day),
      visits: visits.map(({ booking, id, state }) => ({
        visitId: id,
        state,
        bookingId: booking.id,
        reference: booking.reference,
        name: booking.customer.name,
        plan: planWords(booking, bookings.plans()).name,
        zip: booking.customer.zip,
        payment: paid.get(booking.id) ?? null,
      })),
    });
  }
  // The paused memberships come with the first page: the soonest back, 50 at most, and how many in all.
  const { paused, total: pausedTotal } = from ? { paused: [], total: 0 } : bookings.pausedMemberships(50);
  return { days, paused: paused.map((p) => pausedWords(bookings, p)), pausedTotal, next };
}

function pausedWords(
  bookings: BookingStore,
  { booking, from, until }: { booking: BookingView; from: LocalDate; until: LocalDate },
): PausedMembership {
  const { dates } = bookings;
  const back = bookings.nextVisits(booking, 1)[0];
  return {
    bookingId: booking.id,
    reference: booking.reference,
    name: booking.customer.name,
    from: dates.words(from),
    until: dates.words(until),
    back: back ? dates.words(back.date) : null,
  };
}

/** One booking as the owner opens it, on the visit tapped (one still to come) or its next one. */
export function bookingDetail(options: BookingsOptions, booking: BookingView, wanted: string | undefined): BookingDetail {
  const { bookings } = options;
  const { dates } = bookings;
  const upcoming = booking.status === 'booked' ? bookings.nextVisits(booking, Infinity) : [];
  const visit = upcoming.find((v) => v.id === wanted) ?? upcoming[0];
  const pause = bookings.pauseOf(booking.id);
  const words = planWords(booking, bookings.plans());
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    membership: booking.intervalDays !== null,
    plan: words.name,
    name: booking.customer.name,
    street: booking.customer.street,
    zip: booking.customer.zip,
    cans: booking.cans,
    price: words.price,
    visit: visit ? { id: visit.id, date: visit.date, words: dates.words(visit.date) } : null,
    datesWithRoom: visit
      ? bookings
          .datesWithRoom(booking.pickupDay)
          .filter((d) => !upcoming.some((v) => v.date === d))
          .map((d) => ({ date: d, words: dates.words(d) }))
      : [],
    pausedUntil: pause ? dates.words(pause.until) : null,
    pauseMaxWeeks: booking.status === 'booked' && booking.intervalDays !== null ? dates.rules.pauseMaxWeeks : 0,
    history: curbHistory(options, booking.id),
    textProblems: options.threadReads.bookingProblems(booking.id),
    phone: booking.customer.mobileE164,
    place: placeWords(options.stops.placeOf(booking.id, booking.customer.zip), bookings),
  };
}

/** The booking's visits given or missed so far, the latest first, with their marks and photos. */
function curbHistory({ bookings, photos }: BookingsOptions, bookingId: string): BookingDetail['history'] {
  const { dates } = bookings;
  return bookings
    .visits(bookingId)
    .filter((v) => v.date <= dates.today() && !givenUp(v))
    .reverse()
    .map((v) => ({
      date: v.date,
      words: dates.words(v.date),
      mark: stopMarkOf(v.state),
      note: v.note,
      markedBy: v.markedBy,
      photos: photos.linksOf(v.id, dates.clock.now() + 24 * 3600_000),
    }));
}

/** Where a stop's place comes from, in the owner's words. */
export function placeWords(origin: PlaceOrigin, bookings: BookingStore): BookingDetail['place'] {
  if (origin.from === 'zip') return { learned: false, words: 'Its zip’s centre, until a mark at the curb places it.' };
  if (origin.from === 'start')
    return { learned: false, words: 'The yard: its zip is not one we know, until a mark at the curb places it.' };
  const visit = bookings.visit(origin.visitId);
  const day = visit ? bookings.dates.words(visit.date) : 'a visit since gone';
  return { learned: true, words: `Where the phone was at the mark of ${day}.` };
}
