// The owner's bookings: each service day ahead with its visits against the day's capacity; one
// booking opened to move its next visit to a date with room, or to cancel it (a membership: end
// it). The customer gets the same updated e-mail, invitation and text as when they change it
// themselves. A whole day's visits moved at once (a storm, a holiday week). And a lead booked on
// a date with room.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookLead } from '../book-lead.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import { planWords } from '../bookings/booking-words.ts';
import { DATE_PROBLEMS } from '../bookings/service-dates.ts';
import type { VisitMarks } from '../bookings/visit-marks.ts';
import type { LeadStore } from '../leads/lead-store.ts';
import { NOT_SIGNED_IN, sessionOf, type OwnerSessions } from './owner-session.ts';

export interface BookingsOptions extends OwnerSessions {
  bookings: BookingStore;
  leads: LeadStore;
  marks: VisitMarks;
}

const idParam = z.object({ id: z.string().min(1).max(64) });
const date = z.iso.date();
const moveBody = z.object({ from: date, to: date });
const bookBody = z.object({ date: z.string().max(20) });
const dateParam = z.object({ date });
const dayMoveBody = z.object({ to: z.string().max(20) });

const DAY_MOVE_REFUSALS: Record<string, string> = {
  past: 'That day has passed.',
  'same-day': 'Pick another date.',
  'too-soon': 'Move a day’s visits to tomorrow or later.',
};

const REFUSALS: Record<string, string> = {
  ...DATE_PROBLEMS,
  full: 'That date is full.',
  'no-lead': 'No such lead.',
  commercial: 'A commercial lead gets a proposal, not an instant date: call them back.',
};

export async function bookingsRoutes(app: FastifyInstance, options: BookingsOptions) {
  const { bookings, leads, marks } = options;
  const { dates } = bookings;

  app.get('/owner/api/bookings', async (request, reply) => {
    if (!sessionOf(request, reply, options)) return reply.code(401).send(NOT_SIGNED_IN);
    const days = [];
    for (let day = dates.today(); day <= dates.latest(); day = dates.calendar.addDays(day, 1)) {
      const visits = bookings.visits(day);
      // A day off still shows when visits fall on it (a membership's round on a holiday): they need moving.
      const dayOff = !dates.isServiceDay(day);
      if (dayOff && visits.length === 0) continue;
      days.push({
        date: day,
        day: dates.words(day),
        dayOff,
        count: visits.length,
        capacity: dates.rules.capacityPerDay,
        visits: visits.map(({ booking }) => ({
          bookingId: booking.id,
          reference: booking.reference,
          name: booking.customer.name,
          plan: planWords(booking).name,
          zip: booking.customer.zip,
        })),
      });
    }
    return reply.header('Cache-Control', 'no-store').send({ days });
  });

  app.get('/owner/api/bookings/:id', async (request, reply) => {
    if (!sessionOf(request, reply, options)) return reply.code(401).send(NOT_SIGNED_IN);
    const params = idParam.safeParse(request.params);
    const booking = params.success ? bookings.get(params.data.id) : undefined;
    if (!booking) return reply.code(404).send({ error: 'No such booking.' });
    const next = booking.status === 'booked' ? bookings.nextVisits(booking, 1)[0] : undefined;
    return reply.header('Cache-Control', 'no-store').send({
      id: booking.id,
      reference: booking.reference,
      status: booking.status,
      membership: booking.intervalDays !== null,
      plan: planWords(booking).name,
      name: booking.customer.name,
      nextVisit: next ?? null,
      nextVisitWords: next ? dates.words(next) : null,
      datesWithRoom: next
        ? bookings
            .datesWithRoom(booking.pickupDay)
            .filter((d) => d !== next)
            .map((d) => ({ date: d, words: dates.words(d) }))
        : [],
    });
  });

  app.post('/owner/api/bookings/:id/move', async (request, reply) => {
    if (!sessionOf(request, reply, options)) return reply.code(401).send(NOT_SIGNED_IN);
    const params = idParam.safeParse(request.params);
    const body = moveBody.safeParse(request.body);
    if (!params.success || !body.success) return reply.code(400).send({ error: 'Pick the visit and a new date.' });
    const moved = bookings.move(params.data.id, body.data.from, body.data.to, 'owner');
    if (!moved) return reply.code(404).send({ error: 'That visit cannot be moved: it is not booked on that date.' });
    if (!moved.ok) return reply.code(409).send({ error: REFUSALS[moved.problem], next: moved.next });
    return reply.send({ moved: true, to: body.data.to });
  });

  app.post('/owner/api/bookings/:id/cancel', async (request, reply) => {
    if (!sessionOf(request, reply, options)) return reply.code(401).send(NOT_SIGNED_IN);
    const params = idParam.safeParse(request.params);
    const booking = params.success ? bookings.get(params.data.id) : undefined;
    if (!booking || booking.status !== 'booked') return reply.code(404).send({ error: 'No booking to cancel.' });
    const after = bookings.cancel(booking.id, 'owner', booking.intervalDays === null ? 'cancelled' : 'ended');
    return reply.send({ status: after?.status ?? booking.status });
  });

  app.get('/owner/api/days/:date', async (request, reply) => {
    if (!sessionOf(request, reply, options)) return reply.code(401).send(NOT_SIGNED_IN);
    const params = dateParam.safeParse(request.params);
    if (!params.success) return reply.code(400).send({ error: DATE_PROBLEMS['not-a-date'] });
    const day = params.data.date;
    const done = marks.doneOn(day);
    const count = bookings.visits(day).filter(({ booking }) => !done.has(booking.id)).length;
    return reply.header('Cache-Control', 'no-store').send({
      date: day,
      day: dates.words(day),
      count,
      datesWithRoom: count ? bookings.workdaysWithRoom(count, { except: day }).map((d) => ({ date: d, words: dates.words(d) })) : [],
    });
  });

  app.post('/owner/api/days/:date/move', async (request, reply) => {
    if (!sessionOf(request, reply, options)) return reply.code(401).send(NOT_SIGNED_IN);
    const params = dateParam.safeParse(request.params);
    const body = dayMoveBody.safeParse(request.body);
    if (!params.success || !body.success) return reply.code(400).send({ error: 'Pick the day and a new date.' });
    const { date: from } = params.data;
    const { to } = body.data;
    const result = bookings.moveDay(from, to, 'owner', marks.doneOn(from));
    if (result.ok) return reply.send({ moved: result.moved, to });
    if (result.problem === 'no-visits') return reply.code(404).send({ error: 'No visits to move on that date.' });
    const error =
      result.problem === 'full'
        ? `${dates.words(to)} has room for ${result.room} more, not ${result.needed}.`
        : (DAY_MOVE_REFUSALS[result.problem] ?? REFUSALS[result.problem]);
    return reply.code(409).send({ error });
  });

  app.get('/owner/api/booking-dates', async (request, reply) => {
    if (!sessionOf(request, reply, options)) return reply.code(401).send(NOT_SIGNED_IN);
    return reply.send({ dates: bookings.serviceDatesWithRoom(10).map((d) => ({ date: d, words: dates.words(d) })) });
  });

  app.post('/owner/api/leads/:id/book', async (request, reply) => {
    if (!sessionOf(request, reply, options)) return reply.code(401).send(NOT_SIGNED_IN);
    const params = idParam.safeParse(request.params);
    const body = bookBody.safeParse(request.body);
    if (!params.success || !body.success) return reply.code(400).send({ error: 'Pick a date.' });
    const result = bookLead({ leads, bookings }, params.data.id, body.data.date);
    if (!result.ok)
      return reply.code(result.problem === 'no-lead' ? 404 : 409).send({ error: REFUSALS[result.problem], next: result.next });
    return reply.code(result.duplicate ? 200 : 201).send({ reference: result.booking.reference, date: result.booking.firstDate });
  });
}
