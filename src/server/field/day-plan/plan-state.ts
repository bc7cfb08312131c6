// A plan being solved: each truck's route, its load, and where each stop is, with the moves'
// common arithmetic (the cheapest place for a stop, whether a truck can take more). The solver
// (plan-solver.ts) builds and improves it; the moves (plan-moves.ts) change it.
export interface PlanProblem {
  /** Stops 0..n-1; trucks' yards are nodes n..n+k-1. */
  stops: number;
  trucks: number;
  /** Distances between every two nodes, row-major, (n + k) squared. */
  distance: Float64Array;
  /** Each stop's cans. */
  demand: ArrayLike<number>;
  /** Each truck's room in cans. */
  room: ArrayLike<number>;
  /** The most stops a truck may take (its share with the owner's margin); Infinity for no limit. */
  maxStops: ArrayLike<number>;
  /** The truck a stop must stay on, or -1. */
  pinned?: ArrayLike<number>;
  /** Ruin-and-recreate rounds after the first local search (more is shorter and slower). */
  rounds?: number;
  seed?: number;
}

export interface PlanSolution {
  /** Each truck's stops in driving order from its yard. */
  routes: number[][];
  /** The total of the closed routes' lengths. */
  length: number;
  /** Trucks given more than their room because the day's stops did not fit (none when they did). */
  overRoom: number[];
}

/** Each stop's nearest stops a move looks at (granular neighbourhoods). */
const NEIGHBOURS = 30;

/** A small seeded generator (mulberry32): the same seed, the same plan. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Plan {
  readonly n: number;
  readonly k: number;
  readonly size: number;
  routes: number[][];
  load: number[];
  routeOf: Int32Array;
  /** Each stop's index in its route. */
  pos: Int32Array;
  readonly near: Int32Array[];
  readonly pinned: ArrayLike<number>;

  constructor(readonly p: PlanProblem) {
    this.n = p.stops;
    this.k = p.trucks;
    this.size = this.n + this.k;
    this.routes = Array.from({ length: this.k }, () => []);
    this.load = Array<number>(this.k).fill(0);
    this.routeOf = new Int32Array(this.n).fill(-1);
    this.pos = new Int32Array(this.n).fill(-1);
    this.pinned = p.pinned ?? new Int32Array(this.n).fill(-1);
    this.near = Array.from({ length: this.n }, (_, s) => {
      const others = Array.from({ length: this.n }, (_, o) => o).filter((o) => o !== s);
      others.sort((a, b) => this.d(s, a) - this.d(s, b) || a - b);
      return Int32Array.from(others.slice(0, NEIGHBOURS));
    });
  }

  d(a: number, b: number) {
    return this.p.distance[a * this.size + b]!;
  }

  yard(truck: number) {
    return this.n + truck;
  }

  /** The node before and after position i of a route (the yard at either end). */
  prev(truck: number, i: number) {
    return i > 0 ? this.routes[truck]![i - 1]! : this.yard(truck);
  }

  next(truck: number, i: number) {
    const route = this.routes[truck]!;
    return i < route.length - 1 ? route[i + 1]! : this.yard(truck);
  }

  /** Whether a truck can take these extra cans and stops. */
  fits(truck: number, cans: number, stops: number) {
    return this.load[truck]! + cans <= this.p.room[truck]! && this.routes[truck]!.length + stops <= this.p.maxStops[truck]!;
  }

  allowed(stop: number, truck: number) {
    const pin = this.pinned[stop]!;
    return pin < 0 || pin === truck;
  }

  routeLength(truck: number) {
    const route = this.routes[truck]!;
    if (!route.length) return 0;
    let length = this.d(this.yard(truck), route[0]!) + this.d(route.at(-1)!, this.yard(truck));
    for (let i = 1; i < route.length; i++) length += this.d(route[i - 1]!, route[i]!);
    return length;
  }

  length() {
    let total = 0;
    for (let t = 0; t < this.k; t++) total += this.routeLength(t);
    return total;
  }

  /** The cheapest place for a stop in a truck's route: the added length and the index. */
  cheapest(stop: number, truck: number): [cost: number, at: number] {
    const route = this.routes[truck]!;
    let best = Infinity;
    let at = 0;
    for (let i = 0; i <= route.length; i++) {
      const a = i > 0 ? route[i - 1]! : this.yard(truck);
      const b = i < route.length ? route[i]! : this.yard(truck);
      const cost = this.d(a, stop) + this.d(stop, b) - (route.length ? this.d(a, b) : 0);
      if (cost < best) [best, at] = [cost, i];
    }
    return [best, at];
  }

  cans(stops: readonly number[]) {
    let sum = 0;
    for (const s of stops) sum += this.p.demand[s]!;
    return sum;
  }

  /** A truck's route replaced: its load, and each stop's truck and index, follow. */
  setRoute(truck: number, route: number[]) {
    this.routes[truck] = route;
    this.load[truck] = this.cans(route);
    route.forEach((s, i) => {
      this.routeOf[s] = truck;
      this.pos[s] = i;
    });
  }

  insert(stop: number, truck: number, at: number) {
    const route = this.routes[truck]!;
    route.splice(at, 0, stop);
    this.load[truck]! += this.p.demand[stop]!;
    this.routeOf[stop] = truck;
    for (let i = at; i < route.length; i++) this.pos[route[i]!] = i;
  }

  remove(stop: number) {
    const truck = this.routeOf[stop]!;
    const route = this.routes[truck]!;
    const at = this.pos[stop]!;
    route.splice(at, 1);
    this.load[truck]! -= this.p.demand[stop]!;
    this.routeOf[stop] = -1;
    this.pos[stop] = -1;
    for (let i = at; i < route.length; i++) this.pos[route[i]!] = i;
  }

  snapshot(): Snapshot {
    return copyOf(this);
  }

  restore(s: Snapshot) {
    this.routes = s.routes;
    this.load = s.load;
    this.routeOf = s.routeOf;
    this.routes.forEach((route) => route.forEach((stop, i) => (this.pos[stop] = i)));
  }
}

export interface Snapshot {
  routes: number[][];
  load: number[];
  routeOf: Int32Array;
}

export const copyOf = (s: Snapshot): Snapshot => ({
  routes: s.routes.map((r) => [...r]),
  load: [...s.load],
  routeOf: Int32Array.from(s.routeOf),
});
