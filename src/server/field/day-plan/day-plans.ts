// A day's routes by truck, where the business has trucks of its own (with none, the settings' one
// truck drives the day's route as crew-flow/day-route.ts orders it). The plan is made when first
// asked for (the evening list's job asks for the next service day's) and kept; made again when the
// owner asks, it never reshuffles a truck whose crew has started (a stop of its route marked): that
// route stays as it is and the others are planned around it. A visit booked after the plan was
// made joins the truck where it adds least (one not started, with room); the owner moving a stop
// pins it to its truck, and both trucks' orders are made again.
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import type { Truck } from '../../../common/trucks.ts';
import type { RouteStop } from '../crew-flow/day-route.ts';
import type { StopStore } from '../stops/stop-store.ts';
import type { TruckStore } from '../trucks/truck-store.ts';
import { metres, routeLength, type Point } from '../stops/route-order.ts';
import { stopMarkOf } from '../../../common/owner-inbox.ts';
import { planDay, refills, type PlanStop } from './plan-day.ts';

export interface TruckDay {
  truck: Truck;
  /** Its stops in driving order from its yard. */
  stops: RouteStop[];
  /** Its crew has marked a stop: the plan keeps its route as it is. */
  started: boolean;
  /** After how many stops it goes back to the yard to refill. */
  refillsAfter: number[];
  metres: number;
  cans: number;
  /** More cans than its room (the day was booked past the trucks' rooms). */
  overRoom: boolean;
}

export interface DayPlansDeps {
  bookings: BookingStore;
  stops: StopStore;
  trucks: TruckStore;
  /** How far above its share of the day's stops a route may run, in percent (the owner's setting). */
  sharePercent: () => number;
}

/** A route's length yard to yard, in whole metres. */
const closedLength = (yard: Point, stops: readonly Point[]) => Math.round(routeLength(yard, [...stops, yard]));

/** The cheapest place for a stop in a route from `from` on (a started route keeps its marked stops first), and the metres it adds. */
function cheapestPlace(yard: Point, route: readonly Point[], stop: Point, from: number): { at: number; cost: number } {
  let best = { at: route.length, cost: Infinity };
  for (let i = from; i <= route.length; i++) {
    const a = i > 0 ? route[i - 1]! : yard;
    const b = i < route.length ? route[i]! : yard;
    const cost = metres(a, stop) + metres(stop, b) - metres(a, b);
    if (cost < best.cost) best = { at: i, cost };
  }
  return best;
}

type Placed = RouteStop & Point;

/** A stop the crew has marked (done, cans not out, no access, skipped). */
export const isMarked = (stop: RouteStop) => stopMarkOf(stop.state) !== null;

/** A stop as the solver takes it. */
const planStopOf = (s: Placed, pinnedTo: string | null = null): PlanStop => ({
  key: s.id,
  latitude: s.latitude,
  longitude: s.longitude,
  cans: s.booking.cans,
  pinnedTo,
});

export class DayPlans {
  constructor(private readonly deps: DayPlansDeps) {}

  /** The trucks of a date: those that work its weekday (all in service if none does); null with no trucks recorded. */
  trucksOn(date: LocalDate): Truck[] | null {
    const fleet = this.deps.trucks.on(this.deps.bookings.dates.weekdayOf(date));
    return fleet && (fleet.working.length ? fleet.working : fleet.inService);
  }

  /** The day's stops, each at its place. */
  private placed(date: LocalDate): Placed[] {
    const visits = this.deps.bookings.route(date);
    return this.deps.stops
      .place(visits, (v) => ({ bookingId: v.booking.id, zip: v.booking.customer.zip }))
      .map(({ stop, placed, latitude, longitude }) => ({ ...stop, placed, latitude, longitude }));
  }

  /**
   * Whether a crew member drives the truck whose route holds this visit on its day: what they may
   * mark and photograph. With no trucks recorded the business's one crew drives the whole route.
   */
  drives(email: string, visit: { id: string; date: LocalDate }): boolean {
    const days = this.routes(visit.date);
    if (!days) return true;
    return days.find((day) => day.stops.some((stop) => stop.id === visit.id))?.truck.crew.includes(email) ?? false;
  }

  /** The day's routes by truck as kept (made now if none is); null for a business with no trucks recorded. */
  routes(date: LocalDate): TruckDay[] | null {
    const trucks = this.trucksOn(date);
    if (!trucks) return null;
    const kept = this.deps.trucks.planOf(date);
    if (!kept) return this.make(date);
    const stops = this.placed(date);
    const routes = new Map(trucks.map((t) => [t.id, [] as Placed[]]));
    const joining: Placed[] = [];
    for (const stop of stops) {
      const at = kept.stops.get(stop.id);
      const route = at && routes.get(at.truckId);
      if (route) route[at.position] = stop;
      else joining.push(stop);
    }
    for (const [id, route] of routes) routes.set(id, route.filter(Boolean));
    this.join(trucks, routes, joining);
    return this.views(trucks, routes);
  }

  /** Stops not in the kept plan: each where it adds least, on a truck not started with room (or least over). */
  private join(trucks: Truck[], routes: Map<string, Placed[]>, joining: Placed[]) {
    const pins = this.deps.trucks.pinsOf(joining.map((s) => s.id));
    for (const stop of joining) {
      const pinned = trucks.find((t) => t.id === pins.get(stop.id));
      const open = trucks.filter((t) => !this.started(routes.get(t.id)!));
      const candidates = pinned ? [pinned] : open.length ? open : trucks;
      const cans = (t: Truck) => routes.get(t.id)!.reduce((sum, s) => sum + s.booking.cans, 0);
      const withRoom = candidates.filter((t) => cans(t) + stop.booking.cans <= t.roomCans);
      let best: { truck: Truck; at: number; cost: number } | undefined;
      for (const truck of withRoom.length ? withRoom : candidates) {
        const route = routes.get(truck.id)!;
        const place = cheapestPlace(truck.yard, route, stop, this.lastMarked(route) + 1);
        if (!best || place.cost < best.cost) best = { truck, ...place };
      }
      routes.get(best!.truck.id)!.splice(best!.at, 0, stop);
    }
  }

  private started(route: readonly RouteStop[]) {
    return route.some(isMarked);
  }

  private lastMarked(route: readonly RouteStop[]) {
    return route.findLastIndex(isMarked);
  }

  private views(trucks: Truck[], routes: Map<string, Placed[]>): TruckDay[] {
    return trucks.map((truck) => {
      const stops = routes.get(truck.id)!;
      const cans = stops.reduce((sum, s) => sum + s.booking.cans, 0);
      return {
        truck,
        stops,
        started: this.started(stops),
        refillsAfter: refills(
          stops.map((s) => s.booking.cans),
          truck.tankCans,
        ),
        metres: stops.length ? closedLength(truck.yard, stops) : 0,
        cans,
        overRoom: cans > truck.roomCans,
      };
    });
  }

  private keep(date: LocalDate, days: TruckDay[]) {
    const routes = days.map((d) => ({ truckId: d.truck.id, visitIds: d.stops.map((s) => s.id) }));
    this.deps.trucks.keep(
      date,
      routes,
      days.reduce((sum, d) => sum + d.metres, 0),
    );
    return days;
  }

  /** Plans the day again and keeps the plan: started routes kept as they are, every other stop shared among the other trucks. */
  make(date: LocalDate): TruckDay[] | null {
    const days = this.plan(date);
    return days && this.keep(date, days);
  }

  /** The day by truck as kept, or as it would be planned now, keeping nothing (a day ahead stays unplanned). */
  preview(date: LocalDate): TruckDay[] | null {
    return this.deps.trucks.planOf(date) ? this.routes(date) : this.plan(date);
  }

  /** The day planned across its trucks (started routes as they are), not yet kept. */
  private plan(date: LocalDate): TruckDay[] | null {
    const trucks = this.trucksOn(date);
    if (!trucks) return null;
    const stops = this.placed(date);
    const kept = this.deps.trucks.planOf(date);
    const routes = new Map(trucks.map((t) => [t.id, [] as Placed[]]));
    // A truck is started when a stop the kept plan gave it is marked; it keeps that route.
    const keptOn = (s: Placed) => kept?.stops.get(s.id)?.truckId;
    const startedIds = new Set(stops.filter((s) => isMarked(s) && routes.has(keptOn(s) ?? '')).map((s) => keptOn(s)!));
    for (const s of stops
      .filter((s) => startedIds.has(keptOn(s) ?? ''))
      .sort((a, b) => kept!.stops.get(a.id)!.position - kept!.stops.get(b.id)!.position))
      routes.get(keptOn(s)!)!.push(s);
    const free = stops.filter((s) => !startedIds.has(keptOn(s) ?? ''));
    const open = trucks.filter((t) => !startedIds.has(t.id));
    const pins = this.deps.trucks.pinsOf(free.map((s) => s.id));
    const onOpen = free.filter((s) => !startedIds.has(pins.get(s.id) ?? ''));
    if (open.length) {
      const planned = planDay(
        open,
        onOpen.map((s) => planStopOf(s, pins.get(s.id) ?? null)),
        { sharePercent: this.deps.sharePercent() },
      );
      const byId = new Map(onOpen.map((s) => [s.id, s]));
      for (const route of planned.routes)
        routes.set(
          route.truckId,
          route.keys.map((k) => byId.get(k)!),
        );
    }
    // Stops pinned to a started truck (or with every truck started) join after its marked stops.
    this.join(
      trucks,
      routes,
      free.filter((s) => !open.length || startedIds.has(pins.get(s.id) ?? '')),
    );
    return this.views(trucks, routes);
  }

  /** The owner moves a stop to another truck: pinned there, and both trucks' orders made again. */
  move(visitId: string, truckId: string): { ok: true; date: LocalDate } | { ok: false; error: string } {
    const visit = this.deps.bookings.visit(visitId);
    const days = visit && this.routes(visit.date);
    if (!visit || !days) return { ok: false, error: 'No such stop on a truck’s route.' };
    const to = days.find((d) => d.truck.id === truckId);
    const from = days.find((d) => d.stops.some((s) => s.id === visitId));
    if (!to || !from) return { ok: false, error: 'That truck does not work that day.' };
    this.deps.trucks.pin(visitId, truckId);
    if (from === to) return { ok: true, date: visit.date };
    const stop = from.stops.find((s) => s.id === visitId)! as Placed;
    const routes = new Map(days.map((d) => [d.truck.id, d.stops as Placed[]]));
    routes.set(from.truck.id, this.reordered(from, from.stops.filter((s) => s.id !== visitId) as Placed[]));
    routes.set(to.truck.id, this.reordered(to, [...(to.stops as Placed[]), stop]));
    this.keep(
      visit.date,
      this.views(
        days.map((d) => d.truck),
        routes,
      ),
    );
    return { ok: true, date: visit.date };
  }

  /** A truck's stops in driving order again; a started truck's marked stops stay first, as driven. */
  private reordered(day: TruckDay, stops: Placed[]): Placed[] {
    const marked = this.lastMarked(stops) + 1;
    const [done, rest] = [stops.slice(0, marked), stops.slice(marked)];
    const start = done.at(-1) ?? day.truck.yard;
    const truck = { ...day.truck, yard: start, roomCans: Number.MAX_SAFE_INTEGER };
    const planned = planDay(
      [truck],
      rest.map((s) => planStopOf(s)),
      { sharePercent: 0, rounds: 20 },
    );
    const byId = new Map(rest.map((s) => [s.id, s]));
    return [...done, ...planned.routes[0]!.keys.map((k) => byId.get(k)!)];
  }
}
