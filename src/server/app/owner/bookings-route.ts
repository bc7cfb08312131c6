// The owner's bookings: each service day ahead with its visits against the day's capacity; a
// visit opened to move it to a date with room or cancel it alone, or its booking cancelled (a
// membership: ended). The customer gets the same updated e-mail, invitation and text as when they change it
// themselves. A whole day's visits moved at once (a storm, a holiday week). And a lead booked on
// a date with room. What the owner reads is composed in booking-views.ts.
import type { FastifyInstance } from 'fastify';
import type { DateWithRoom } from '../../../common/owner-inbox.ts';
import { bookLead } from '../../customers/booking-flows/book-lead.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import { dayMoveRefusal, PAUSE_REFUSALS, REFUSALS } from '../../customers/booking-flows/owner-refusals.ts';
import { bookingDetail, bookingsPage, placeWords, type BookingsOptions } from './booking-views.ts';
import { ownerRoute } from '../../platform/http/owner-route.ts';

export async function bookingsRoutes(app: FastifyInstance, options: BookingsOptions) {
  const { bookings, leads } = options;
  const { dates } = bookings;
  changeRoutes(app, bookings);
  dayRoutes(app, bookings);

  ownerRoute(app, 'GET /owner/api/bookings', async (request, reply) => reply.send(bookingsPage(options, request.query.from)));

  ownerRoute(app, 'GET /owner/api/bookings/:id', async (request, reply) => {
    const booking = bookings.get(request.params.id);
    if (!booking) return reply.code(404).send({ error: 'No such booking.' });
    return reply.send(bookingDetail(options, booking, request.query.visit));
  });

  ownerRoute(app, 'POST /owner/api/bookings/:id/clear-place', async (request, reply) => {
    const booking = bookings.get(request.params.id);
    if (!booking) return reply.code(404).send({ error: 'No such booking.' });
    options.stops.clearPlace(booking.id);
    return reply.send(placeWords(options.stops.placeOf(booking.id, booking.customer.zip), bookings));
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

/** A visit moved or cancelled alone, a booking cancelled (a membership: ended), paused or resumed: the customer told as when they change it. */
function changeRoutes(app: FastifyInstance, bookings: BookingStore) {
  const { dates } = bookings;
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
}

/** A whole day's visits moved at once (a storm, a holiday week), to a workday with room for them all. */
function dayRoutes(app: FastifyInstance, bookings: BookingStore) {
  const { dates } = bookings;
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
}
