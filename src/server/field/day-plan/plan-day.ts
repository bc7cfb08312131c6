// A day's stops shared among its trucks and each truck's route put in driving order, over
// straight-line distances in whole metres between the stops' places and the trucks' yards (as the
// one-truck route measures them). Each truck keeps within its room in cans and its share of the
// stops (the day's stops shared by room, plus the owner's margin), and a pinned stop stays on its
// truck. Where a truck's tank holds less than its day, a refill at the yard is put in the route
// where the tank runs out.
import { metres, type Point } from '../stops/route-order.ts';
import { solvePlan } from './plan-solver.ts';

export interface PlanTruck {
  id: string;
  yard: Point;
  /** Cans it can clean in the day. */
  roomCans: number;
  /** Cans one tank of water cleans; null when the day never runs it dry. */
  tankCans: number | null;
}

export interface PlanStop extends Point {
  key: string;
  cans: number;
  /** The truck the owner put it on, which it stays on. */
  pinnedTo?: string | null;
}

export interface PlanOptions {
  /** How far above its share of the day's stops a truck's route may run, in percent. */
  sharePercent: number;
  /** Ruin-and-recreate rounds (100: within a few percent of the field's reference solvers; see the bench). */
  rounds?: number;
}

export interface TruckRoute {
  truckId: string;
  /** The stops' keys in driving order from the yard (and back to it). */
  keys: string[];
  /** After how many stops the truck goes back to the yard to refill its tank. */
  refillsAfter: number[];
  metres: number;
  cans: number;
}

export interface DayPlan {
  routes: TruckRoute[];
  metres: number;
  /** Trucks given more than their room because the day's stops were more than the trucks' rooms. */
  overRoom: string[];
}

/** The metres between every two of the stops and then the trucks' yards, rounded to whole metres. */
export function distanceTable(points: readonly Point[]): Float64Array {
  const size = points.length;
  const table = new Float64Array(size * size);
  for (let a = 0; a < size; a++)
    for (let b = a + 1; b < size; b++) table[a * size + b] = table[b * size + a] = Math.round(metres(points[a]!, points[b]!));
  return table;
}

/** Each truck's most stops: its share of the day by its room, with the owner's margin above it. */
export function sharesOf(trucks: readonly PlanTruck[], stops: number, sharePercent: number): number[] {
  const room = trucks.reduce((sum, t) => sum + t.roomCans, 0);
  return trucks.map((t) => Math.max(1, Math.ceil(((stops * t.roomCans) / room) * (1 + sharePercent / 100))));
}

/** Where a tank runs out along a route: the counts of stops after which the truck refills. */
export function refills(cans: readonly number[], tank: number | null): number[] {
  if (!tank) return [];
  const after: number[] = [];
  let left = tank;
  cans.forEach((c, i) => {
    if (c > left && i > 0) {
      after.push(i);
      left = tank;
    }
    left -= c;
  });
  return after;
}

export function planDay(trucks: readonly PlanTruck[], stops: readonly PlanStop[], options: PlanOptions): DayPlan {
  const n = stops.length;
  const distance = distanceTable([...stops, ...trucks.map((t) => t.yard)]);
  const truckIndex = new Map(trucks.map((t, i) => [t.id, i]));
  const solution = solvePlan({
    stops: n,
    trucks: trucks.length,
    distance,
    demand: stops.map((s) => s.cans),
    room: trucks.map((t) => t.roomCans),
    maxStops: sharesOf(trucks, n, options.sharePercent),
    pinned: stops.map((s) => (s.pinnedTo ? (truckIndex.get(s.pinnedTo) ?? -1) : -1)),
    rounds: options.rounds ?? 100,
  });
  const size = n + trucks.length;
  const routes = solution.routes.map((route, t) => {
    const truck = trucks[t]!;
    const yard = n + t;
    const nodes = [yard, ...route, yard];
    let length = 0;
    for (let i = 1; i < nodes.length; i++) length += distance[nodes[i - 1]! * size + nodes[i]!]!;
    const cans = route.map((s) => stops[s]!.cans);
    return {
      truckId: truck.id,
      keys: route.map((s) => stops[s]!.key),
      refillsAfter: refills(cans, truck.tankCans),
      metres: route.length ? length : 0,
      cans: cans.reduce((a, b) => a + b, 0),
    };
  });
  return { routes, metres: solution.length, overRoom: solution.overRoom.map((t) => trucks[t]!.id) };
}
