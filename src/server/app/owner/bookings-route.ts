// The owner's bookings: each service day ahead with its visits against the day's capacity; a
// visit opened to move it to a date with room or cancel it alone, or its booking cancelled (a
// membership: ended). The customer gets the same updated e-mail, invitation and text as when they change it
// themselves. A whole day's visits moved at once (a storm, a holiday week). And a lead booked on
// a date with room.
import type { PlaceOrigin, StopStore } from '../../field/stops/stop-store.ts';
import type { ThreadReads } from '../../conversations/texts/thread-reads.ts';
import type { FastifyInstance } from 'fastify';
import type { BookingDetail, BookingsDay, DateWithRoom, PausedMembership } from '../../../common/owner-inbox.ts';
import { bookLead, type BookLeadResult } from '../../customers/booking-flows/book-lead.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import { planWords } from '../../customers/bookings/booking-words.ts';
import { DATE_PROBLEMS, type DateProblem, type ServiceDates } from '../../customers/bookings/service-dates.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import type { LeadStore } from '../../customers/leads/lead-store.ts';
import type { PaymentStore } from '../../money/payments/payment-store.ts';
import type { PhotoStore } from '../../field/photos/photo-store.ts';
import { stopMarkOf } from '../../../common/owner-inbox.ts';
import { givenUp, type ChangeResult, type DayMoveResult, type PauseResult } from '../../customers/bookings/booking-types.ts';
import { ownerRoute } from './owner-route.ts';

export interface BookingsOptions {
  bookings: BookingStore;
  leads: LeadStore;
  payments: PaymentStore;
  photos: PhotoStore;
  threadReads: ThreadReads;
  stops: StopStore;
}

const PAUSE_REFUSALS: Record<Extract<PauseResult, { ok: false }>['problem'], string> = {
  'not-membership': 'Only a membership can be paused.',
  'no-visit': 'No visit ahead to pause.',
  already: 'This membership is already paused.',
  'too-many': 'This membership has had its pauses for this year.',
  'too-long': 'That pause is longer than the site config allows.',
  'too-short': 'Pick a date after the next visit.',
};

/** A day's move refused for its dates: the date's own problem, or these. */
const DAY_MOVE_REFUSALS: Record<'past' | 'same-day' | DateProblem, string> = {
  ...DATE_PROBLEMS,
  past: 'That day has passed.',
  'same-day': 'Pick another date.',
  'too-soon': 'Move a day’s visits to tomorrow or later.',
};

/** Why a visit or a lead's booking was refused (a booking's own limit brings its own words). */
type Refused = Exclude<Extract<ChangeResult | BookLeadResult, { ok: false }>['problem'], 'limit'>;

const REFUSALS: Record<Refused, string> = {
  ...DATE_PROBLEMS,
  full: 'That date is full.',
  'same-booking': 'That date already holds a visit of this booking.',
  paused: 'That date falls in this membership’s pause: pick a date after it, or resume the membership first.',
  past: 'That visit has passed.',
  marked: 'That visit is already marked done or skipped.',
  'not-scheduled': 'That visit is cancelled, or its booking is over.',
  'no-lead': 'No such lead.',
  commercial: 'A commercial lead gets a proposal, not an instant date: call them back.',
};

/** Why a day's visits did not move, in the owner's words. */
export function dayMoveRefusal(result: Extract<DayMoveResult, { ok: false }>, to: LocalDate, dates: ServiceDates): string {
  if (result.problem === 'no-visits') return 'No visits to move on that date.';
  if (result.problem === 'same-booking') return `${dates.words(to)} already holds a visit of ${result.name}: pick another date.`;
  if (result.problem === 'paused') return `${dates.words(to)} falls in ${result.name}’s pause: pick another date.`;
  if (result.problem === 'full') return `${dates.words(to)} has room for ${result.room} more, not ${result.needed}.`;
  return DAY_MOVE_REFUSALS[result.problem];
}

/** The owner's bookings come a page at a time: whole days, until they hold this many visits (what four trucks do in a day). */
const PAGE_VISITS = 300;

export async function bookingsRoutes(app: FastifyInstance, options: BookingsOptions) {
  const { bookings, leads } = options;
  const { dates } = bookings;

  ownerRoute(app, 'GET /owner/api/bookings', async (request, reply) => {
    const days: BookingsDay[] = [];
    const today = dates.today();
    const start = request.query.from && request.query.from > today && request.query.from <= dates.latest() ? request.query.from : today;
    let next: LocalDate | null = null;
    let shown = 0;
    for (let day = start; day <= dates.latest(); day = dates.calendar.addDays(day, 1)) {
      // A page ends once it holds a busy day's worth of visits (a day is never split).
      if (shown >= PAGE_VISITS) {
        next = day;
        break;
      }
      const visits = bookings.day(day);
      const paid = options.payments.statesOf(visits.map((visit) => visit.booking.id));
      shown += visits.length;
      // A day off still shows when visits fall on it (a membership's round on a holiday): they need moving.
      const dayOff = !dates.isServiceDay(day);
      if (dayOff && visits.length === 0) continue;
      days.push({
        date: day,
        day: dates.words(day),
        dayOff,
        count: visits.length,
        capacity: dates.rules.capacityPerDay,
        visits: visits.map(({ booking, id, state }) => ({
          visitId: id,
          state,
          bookingId: booking.id,
          reference: booking.reference,
          name: booking.customer.name,
          plan: planWords(booking).name,
          zip: booking.customer.zip,
          payment: paid.get(booking.id) ?? null,
        })),
      });
    }
    // The paused memberships come with the first page: the soonest back, 50 at most, and how many in all.
    const { paused: pausedNow, total: pausedTotal } = request.query.from ? { paused: [], total: 0 } : bookings.pausedMemberships(50);
    const paused = pausedNow.map(({ booking, from, until }): PausedMembership => ({
      bookingId: booking.id,
      reference: booking.reference,
      name: booking.customer.name,
      from: dates.words(from),
      until: dates.words(until),
      back: ((next) => (next ? dates.words(next.date) : null))(bookings.nextVisits(booking, 1)[0]),
    }));
    return reply.send({ days, paused, pausedTotal, next });
  });

  ownerRoute(app, 'GET /owner/api/bookings/:id', async (request, reply) => {
    const booking = bookings.get(request.params.id);
    if (!booking) return reply.code(404).send({ error: 'No such booking.' });
    // The visit tapped (one of this booking's still to come), else its next one.
    const upcoming = booking.status === 'booked' ? bookings.nextVisits(booking, Infinity) : [];
    const wanted = request.query.visit;
    const visit = upcoming.find((v) => v.id === wanted) ?? upcoming[0];
    return reply.send({
      id: booking.id,
      reference: booking.reference,
      status: booking.status,
      membership: booking.intervalDays !== null,
      plan: planWords(booking).name,
      name: booking.customer.name,
      visit: visit ? { id: visit.id, date: visit.date, words: dates.words(visit.date) } : null,
      datesWithRoom: visit
        ? bookings
            .datesWithRoom(booking.pickupDay)
            .filter((d) => !upcoming.some((v) => v.date === d))
            .map((d) => ({ date: d, words: dates.words(d) }))
        : [],
      pausedUntil: ((pause) => (pause ? dates.words(pause.until) : null))(bookings.pauseOf(booking.id)),
      pauseMaxWeeks: booking.status === 'booked' && booking.intervalDays !== null ? dates.rules.pauseMaxWeeks : 0,
      history: bookings
        .visits(booking.id)
        .filter((v) => v.date <= dates.today() && !givenUp(v))
        .reverse()
        .map((v) => ({
          date: v.date,
          words: dates.words(v.date),
          mark: stopMarkOf(v.state),
          note: v.note,
          markedBy: v.markedBy,
          photos: options.photos.linksOf(v.id, dates.clock.now() + 24 * 3600_000),
        })),
      textProblems: options.threadReads.bookingProblems(booking.id),
      phone: booking.customer.mobileE164,
      place: placeWords(options.stops.placeOf(booking.id, booking.customer.zip), bookings),
    });
  });

  ownerRoute(app, 'POST /owner/api/bookings/:id/clear-place', async (request, reply) => {
    const booking = bookings.get(request.params.id);
    if (!booking) return reply.code(404).send({ error: 'No such booking.' });
    options.stops.clearPlace(booking.id);
    return reply.send(placeWords(options.stops.placeOf(booking.id, booking.customer.zip), bookings));
  });

  ownerRoute(app, 'POST /owner/api/visits/:id/move', async (request, reply) => {
    const { to } = request.body;
    const moved = bookings.moveVisit(request.params.id, to, 'owner');
    if (!moved) return reply.code(404).send({ error: 'No such visit.' });
    if (!moved.ok) return reply.code(409).send({ error: REFUSALS[moved.problem], next: moved.next ?? [] });
    return reply.send({ moved: true, to });
  });

  ownerRoute(app, 'POST /owner/api/visits/:id/cancel', async (request, reply) => {
    const cancelled = bookings.cancelVisit(request.params.id, 'owner');
    if (!cancelled) return reply.code(404).send({ error: 'No such visit.' });
    if (!cancelled.ok) return reply.code(409).send({ error: REFUSALS[cancelled.problem] });
    return reply.send({ cancelled: true });
  });

  ownerRoute(app, 'POST /owner/api/bookings/:id/cancel', async (request, reply) => {
    const booking = bookings.get(request.params.id);
    if (!booking || booking.status !== 'booked') return reply.code(404).send({ error: 'No booking to cancel.' });
    const after = bookings.cancel(booking.id, 'owner', booking.intervalDays === null ? 'cancelled' : 'ended');
    return reply.send({ status: after?.status ?? booking.status });
  });

  ownerRoute(app, 'POST /owner/api/bookings/:id/pause', async (request, reply) => {
    const paused = bookings.pause(request.params.id, request.body, 'owner');
    if (!paused) return reply.code(404).send({ error: 'No running booking to pause.' });
    if (!paused.ok) return reply.code(409).send({ error: PAUSE_REFUSALS[paused.problem] });
    return reply.send({ from: paused.from, until: paused.until, back: paused.firstAfter ? dates.words(paused.firstAfter) : null });
  });

  ownerRoute(app, 'POST /owner/api/bookings/:id/resume', async (request, reply) => {
    const resumed = bookings.resume(request.params.id, 'owner');
    if (!resumed) return reply.code(404).send({ error: 'No running booking to resume.' });
    if (!resumed.ok)
      return reply.code(409).send({
        error:
          resumed.problem === 'full'
            ? `No date near ${dates.words(resumed.date)} has room for this visit: it stays paused. Make room on a day, then resume.`
            : 'This membership is not paused.',
      });
    return reply.send({ next: resumed.next ? dates.words(resumed.next) : null });
  });

  ownerRoute(app, 'GET /owner/api/days/:date', async (request, reply) => {
    const day = request.params.date;
    const count = bookings.day(day).filter((visit) => visit.state === 'scheduled').length;
    return reply.send({
      date: day,
      day: dates.words(day),
      count,
      datesWithRoom: count ? bookings.workdaysWithRoom(count, { except: day }).map((d) => ({ date: d, words: dates.words(d) })) : [],
    });
  });

  ownerRoute(app, 'POST /owner/api/days/:date/move', async (request, reply) => {
    const { date: from } = request.params;
    const { to } = request.body;
    const result = bookings.moveDay(from, to, 'owner');
    if (result.ok) return reply.send({ moved: result.moved, to });
    return reply.code(result.problem === 'no-visits' ? 404 : 409).send({ error: dayMoveRefusal(result, to, dates) });
  });

  ownerRoute(app, 'GET /owner/api/booking-dates', async (_request, reply) => {
    return reply.send({ dates: bookings.serviceDatesWithRoom(10).map((d): DateWithRoom => ({ date: d, words: dates.words(d) })) });
  });

  ownerRoute(app, 'POST /owner/api/leads/:id/book', async (request, reply) => {
    const { date } = request.body;
    const result = bookLead({ leads, bookings }, request.params.id, date);
    if (!result.ok)
      return reply
        .code(result.problem === 'no-lead' ? 404 : 409)
        .send({ error: result.problem === 'limit' ? result.reason : REFUSALS[result.problem], next: result.next });
    const first = bookings.visits(result.booking.id)[0];
    return reply.code(result.duplicate ? 200 : 201).send({ reference: result.booking.reference, date: first?.date ?? date });
  });
}

/** Where a stop's place comes from, in the owner's words. */
function placeWords(origin: PlaceOrigin, bookings: BookingStore): BookingDetail['place'] {
  if (origin.from === 'zip') return { learned: false, words: 'Its zip’s centre, until a mark at the curb places it.' };
  if (origin.from === 'start')
    return { learned: false, words: 'The yard: its zip is not one we know, until a mark at the curb places it.' };
  const visit = bookings.visit(origin.visitId);
  const day = visit ? bookings.dates.words(visit.date) : 'a visit since gone';
  return { learned: true, words: `Where the phone was at the mark of ${day}.` };
}
