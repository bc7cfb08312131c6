// The crew's day: the next service day's stops (today's, on a service day with stops, until the
// evening list's hour; then the next day's) in driving order from the yard, with what the crew
// needs at the curb (the street as a maps link, the phone to call or text, the plan, the notes)
// and the mark on each (done, cans not out, no access) with its note and photos. A mark may bring
// the phone's position: the first one kept places the stop for later routes. The owner moves a
// stop up or down, and that order is kept for those customers' later visits. The crew sees the
// same day and marks it (each mark records who made it); moving stops is the owner's.
import type { FastifyInstance } from 'fastify';
import type { PaymentState } from '../../../common/payment-states.ts';
import { displayPhone } from '../../../common/phone-display.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { PaymentStore } from '../../money/payments/payment-store.ts';
import { planWords } from '../../customers/bookings/booking-words.ts';
import { dayRoute, type RouteStop } from '../crew-flow/day-route.ts';
import { mapsUrl, routeLegs } from '../../../common/maps-links.ts';
import type { StopStore } from '../stops/stop-store.ts';
import type { PhotoStore } from '../photos/photo-store.ts';
import { stopMarkOf } from '../../../common/owner-inbox.ts';
import { markStop } from '../crew-flow/mark-stop.ts';
import { crewDay } from '../crew-flow/crew-day.ts';
import { ownerOf, ownerRoute } from '../../platform/http/owner-route.ts';
import { dollars } from '../../../common/prices.ts';
import type { CrewRules } from '../../../common/site-config.schema.ts';
import { feeHow } from '../crew-flow/crew-fee.ts';
import type { PaymentFlow } from '../../money/payment-flow/payment-flow.ts';
import { isMissed, type BookedVisit } from '../../customers/bookings/booking-types.ts';
import { isMarked, type DayPlans, type TruckDay } from '../day-plan/day-plans.ts';
import type { TodayTruck } from '../../../common/owner-inbox.ts';
import type { RatingStore } from '../ratings/rating-store.ts';
import { averageStars } from '../../../common/visit-page.ts';
import type { TipStore } from '../../money/payments/tip-store.ts';

export interface TodayOptions {
  bookings: BookingStore;
  payments: PaymentStore;
  photos: PhotoStore;
  /** With payments on: a trip fee to collect at a stop follows the crew's policy. */
  paymentFlow: PaymentFlow | undefined;
  crewPolicy: CrewRules;
  stops: StopStore;
  /** With trucks of the business's own: the day's routes by truck. */
  dayPlans: DayPlans;
  ratings: Pick<RatingStore, 'figures'>;
  tips: Pick<TipStore, 'figures'>;
}

const DAY_MS = 24 * 3600_000;

/** This week's ratings and tips, by truck: what a crew sees of how its week went. */
interface WeekFigures {
  ratings: ReturnType<RatingStore['figures']>;
  tips: ReturnType<TipStore['figures']>;
}

/** A stop and a truck's route as Today shows them. */
function todayViews(options: TodayOptions) {
  const { bookings } = options;
  /**
   * The trip fee the crew collects at this stop: the visit before it was missed, and the customer,
   * with no card on file, was told it comes with their next visit.
   */
  const feeToCollect = ({ booking, id }: BookedVisit): string | null => {
    if (!options.paymentFlow) return null;
    const visits = bookings.visits(booking.id).filter((v) => v.state !== 'cancelled' && v.state !== 'paused');
    const before = visits[visits.findIndex((v) => v.id === id) - 1];
    const how =
      before && isMissed(before.state)
        ? feeHow(options.crewPolicy, Boolean(options.payments.get(booking.id)?.customerId), booking.accountId !== null)
        : undefined;
    return how === 'next-visit' ? dollars(options.crewPolicy.notOutFeeCents) : null;
  };

  /** One truck's route on Today: its stops, how far along it is, and where its last mark was. */
  const truckOf = (day: TruckDay, linkUntil: number, paid: Map<string, PaymentState>, week: WeekFigures): TodayTruck => {
    const rated = week.ratings.byTruck.find((t) => t.truckId === day.truck.id);
    const tipped = week.tips.byTruck.find((t) => t.truckId === day.truck.id);
    const marked = day.stops.filter(isMarked);
    const last = marked.toSorted((a, b) => b.changedAt - a.changedAt)[0];
    return {
      id: day.truck.id,
      name: day.truck.name,
      yard: day.truck.yard.name,
      stops: day.stops.map((stop) => stopOf(stop, linkUntil, paid)),
      done: marked.length,
      remaining: day.stops.length - marked.length,
      cans: day.cans,
      roomCans: day.truck.roomCans,
      started: day.started,
      refillsAfter: day.refillsAfter,
      km: Math.round(day.metres / 100) / 10,
      lastMark: last ? { street: last.booking.customer.street, at: last.changedAt } : null,
      legs: routeLegs(day.stops.map(({ booking }) => booking.customer)),
      week: {
        ratings: rated?.count ?? 0,
        average: rated ? averageStars(rated.stars, rated.count) : null,
        tips: dollars(tipped?.cents ?? 0),
        tipCount: tipped?.count ?? 0,
      },
    };
  };

  /** One stop as the crew sees it: where, who, what, its mark and photos, and anything to collect. */
  const stopOf = (visit: RouteStop, linkUntil: number, paid: Map<string, PaymentState>) => {
    const { booking, id, state, deepClean, note, placed, markedBy } = visit;
    return {
      visitId: id,
      bookingId: booking.id,
      reference: booking.reference,
      name: booking.customer.name,
      business: booking.customer.business,
      carts: booking.cans,
      street: booking.customer.street,
      zip: booking.customer.zip,
      mapsUrl: mapsUrl(booking.customer),
      placed,
      phone: displayPhone(booking.customer.mobile),
      phoneE164: booking.customer.mobileE164,
      plan: planWords(booking, bookings.plans()).name,
      notes: booking.customer.notes,
      mark: stopMarkOf(state),
      note,
      markedBy,
      photos: options.photos.linksOf(id, linkUntil),
      payment: paid.get(booking.id) ?? null,
      deepClean,
      feeToCollect: feeToCollect(visit),
    };
  };

  return { stopOf, truckOf };
}

export async function todayRoutes(app: FastifyInstance, options: TodayOptions) {
  const { bookings } = options;
  const { dates } = bookings;
  const { stopOf, truckOf } = todayViews(options);
  const nextWithVisits = (date: string) => {
    const next = bookings.nextDayWithVisits(date);
    return next ? { day: dates.words(next.date), count: next.count } : null;
  };

  // From this week's Monday, in the business's time zone.
  const weekFigures = (): WeekFigures => {
    const { calendar, clock } = dates;
    const today = dates.today();
    const from = calendar.instantAt(calendar.addDays(today, 1 - calendar.weekdayOf(today)));
    const to = clock.now() + 1;
    return { ratings: options.ratings.figures(from, to), tips: options.tips.figures(from, to) };
  };

  ownerRoute(app, 'GET /owner/api/today', async (request, reply) => {
    const today = dates.today();
    const date = crewDay(bookings);
    const linkUntil = dates.clock.now() + DAY_MS;
    const { role, email } = ownerOf(request);
    const byTruck = options.dayPlans.routes(date);
    // A crew member sees the truck they drive; the owner sees every truck of the day.
    const shown = byTruck && (role === 'owner' ? byTruck : byTruck.filter((day) => day.truck.crew.includes(email)));
    // With trucks each stop is sent once, in its truck's route.
    const stops = shown ? [] : dayRoute(options, date);
    const onTrucks = shown?.flatMap((day) => day.stops) ?? [];
    const paid = options.payments.statesOf([...stops, ...onTrucks].map((stop) => stop.booking.id));
    const week = shown && weekFigures();
    return reply.send({
      date,
      day: dates.words(date),
      isToday: date === today,
      tomorrow: date === dates.calendar.addDays(today, 1),
      room: bookings.dayRoom(date),
      count: shown ? onTrucks.length : stops.length,
      start: options.crewPolicy.yard.name,
      stops: stops.map((stop) => stopOf(stop, linkUntil, paid)),
      legs: routeLegs(stops.map(({ booking }) => booking.customer)),
      canReorder: role === 'owner',
      nextWithVisits: (byTruck ? byTruck.some((day) => day.stops.length) : stops.length) ? null : nextWithVisits(date),
      trucks: shown ? shown.map((day) => truckOf(day, linkUntil, paid, week!)) : null,
    });
  });

  markRoute(app, options);

  ownerRoute(app, 'POST /owner/api/visits/:id/order', async (request, reply) => {
    const { direction } = request.body;
    const visit = bookings.visit(request.params.id);
    const route = visit ? dayRoute(options, visit.date) : [];
    const at = route.findIndex((stop) => stop.id === visit?.id);
    if (at < 0) return reply.code(404).send({ error: 'No such stop on a route.' });
    const other = route[direction === 'up' ? at - 1 : at + 1];
    if (!other) return reply.code(409).send({ error: `That stop is already the ${direction === 'up' ? 'first' : 'last'}.` });
    const [before, after] = direction === 'up' ? [route[at]!, other] : [other, route[at]!];
    options.stops.precede(before.booking.id, after.booking.id);
    return reply.send({ order: dayRoute(options, visit!.date).map((stop) => stop.id) });
  });
}

/** A crew member's answer for a stop on another truck's route: they mark and photograph only the trucks they drive. */
export const ANOTHER_TRUCK = { error: "That stop is on another truck's route: only its own crew (or the owner) marks it." };

/** A mark at the curb (the crew's or the owner's), and the stop's place it brings or takes back. */
function markRoute(app: FastifyInstance, { bookings, stops, crewPolicy, dayPlans }: TodayOptions) {
  ownerRoute(app, 'POST /owner/api/visits/:id/mark', async (request, reply) => {
    const { role, email } = ownerOf(request);
    const visit = bookings.visit(request.params.id);
    if (visit && role !== 'owner' && !dayPlans.drives(email, visit)) return reply.code(403).send(ANOTHER_TRUCK);
    const marked = markStop({ bookings, stops, windowDays: crewPolicy.markWindowDays }, request.params.id, request.body, { role, email });
    if (!marked.ok) return reply.code(marked.problem === 'late' ? 409 : 404).send({ error: marked.error });
    return reply.send({ mark: request.body.mark });
  });
}
