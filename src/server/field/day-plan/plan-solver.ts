// Shares a day's stops among the trucks and orders each truck's route: the capacitated vehicle
// routing problem, solved by the field's classic heuristics rather than exactly (exact methods
// take minutes at a few hundred stops; these take a fraction of a second within a few percent).
// 1. Regret insertion (Potvin and Rousseau): the stop that would lose most by waiting goes first,
//    at its cheapest place, so the stops far from every truck's area are not left to the end.
// 2. Local search on granular neighbourhoods (each stop's nearest stops only): a stop moved,
//    two stops swapped between trucks, a chain of two or three moved (Or-opt), a stretch of one
//    route driven backwards (2-opt); each move only where it shortens the total and keeps every
//    truck within its room, its share of the stops and its pinned stops.
// 3. Ruin and recreate, a set number of rounds: the stops near a random one taken out and put
//    back by regret insertion, kept when shorter. The rounds are counted, not timed, and the
//    random numbers seeded, so the same stops always give the same plan.
// Routes are closed: each truck leaves its yard and comes back to it.

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

const NEIGHBOURS = 30;

/** A small seeded generator (mulberry32): the same seed, the same plan. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Plan {
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

/** Puts the stops in by regret insertion; a stop that fits nowhere goes where it costs least, over a room. */
function regretInsert(plan: Plan, stops: number[]) {
  const { k } = plan;
  const cost = new Float64Array(stops.length * k);
  const at = new Int32Array(stops.length * k);
  const fill = (i: number, t: number) => {
    const s = stops[i]!;
    const ok = plan.allowed(s, t) && plan.fits(t, plan.p.demand[s]!, 1);
    const [c, a] = ok ? plan.cheapest(s, t) : [Infinity, 0];
    cost[i * k + t] = c;
    at[i * k + t] = a;
  };
  for (let i = 0; i < stops.length; i++) for (let t = 0; t < k; t++) fill(i, t);
  const left = new Set(stops.keys());
  while (left.size) {
    let pick = -1;
    let pickRegret = -Infinity;
    let pickCost = Infinity;
    for (const i of left) {
      let best = Infinity;
      let second = Infinity;
      for (let t = 0; t < k; t++) {
        const c = cost[i * k + t]!;
        if (c < best) [second, best] = [best, c];
        else if (c < second) second = c;
      }
      if (best === Infinity) continue;
      const regret = second === Infinity ? 1e12 : second - best;
      if (regret > pickRegret || (regret === pickRegret && best < pickCost)) [pick, pickRegret, pickCost] = [i, regret, best];
    }
    if (pick < 0) break;
    let truck = 0;
    for (let t = 1; t < k; t++) if (cost[pick * k + t]! < cost[pick * k + truck]!) truck = t;
    plan.insert(stops[pick]!, truck, at[pick * k + truck]!);
    left.delete(pick);
    for (const i of left) fill(i, truck);
  }
  // The day holds more than the trucks' rooms: each stop left goes where it adds least, allowed trucks only.
  for (const i of left) {
    const s = stops[i]!;
    let best: [number, number, number] = [Infinity, 0, 0];
    for (let t = 0; t < k; t++) {
      if (!plan.allowed(s, t)) continue;
      const [c, a] = plan.cheapest(s, t);
      if (c < best[0]) best = [c, t, a];
    }
    plan.insert(s, best[1], best[2]);
  }
}

/** Moves a chain of one to three stops next to a neighbour (or to an empty truck) where that is shorter. */
function relocate(plan: Plan, first: number, chain: number): boolean {
  const from = plan.routeOf[first]!;
  const route = plan.routes[from]!;
  const i = plan.pos[first]!;
  if (i + chain > route.length) return false;
  const last = route[i + chain - 1]!;
  const middle = chain === 3 ? route[i + 1]! : -1;
  const inChain = (x: number) => x === first || x === last || x === middle;
  let cans = 0;
  for (let c = i; c < i + chain; c++) cans += plan.p.demand[route[c]!]!;
  const a = plan.prev(from, i);
  const b = plan.next(from, i + chain - 1);
  const gain = plan.d(a, first) + plan.d(last, b) - plan.d(a, b);
  let inner = 0;
  for (let c = i + 1; c < i + chain; c++) inner += plan.d(route[c - 1]!, route[c]!);
  const allowedOn = (to: number) => {
    for (let c = i; c < i + chain; c++) if (!plan.allowed(route[c]!, to)) return false;
    return true;
  };
  /** Tries the chain between x and y (nodes of truck `to`, adjacent): true when moved. */
  const tryBetween = (to: number, x: number, y: number, at: number) => {
    if (inChain(x) || inChain(y) || (to === from && (x === a || y === b))) return false;
    const forwards = plan.d(x, first) + plan.d(last, y);
    const backwards = plan.d(x, last) + plan.d(first, y);
    const add = Math.min(forwards, backwards) + inner - (x === y ? 0 : plan.d(x, y));
    if (add >= gain - 1e-9) return false;
    const moved = route.slice(i, i + chain);
    const target = plan.routes[to]!;
    const anchor = at < target.length ? target[at]! : -1;
    for (const s of moved) plan.remove(s);
    const place = anchor < 0 ? plan.routes[to]!.length : plan.pos[anchor]!;
    (backwards < forwards ? moved.reverse() : moved).forEach((s, n) => plan.insert(s, to, place + n));
    return true;
  };
  for (const v of plan.near[first]!) {
    if (inChain(v)) continue;
    const to = plan.routeOf[v]!;
    if (to !== from && (!plan.fits(to, cans, chain) || !allowedOn(to))) continue;
    const j = plan.pos[v]!;
    // After the neighbour, then before it.
    if (tryBetween(to, v, plan.next(to, j), j + 1) || tryBetween(to, plan.prev(to, j), v, j)) return true;
  }
  for (let t = 0; t < plan.k; t++)
    if (!plan.routes[t]!.length && plan.fits(t, cans, chain) && allowedOn(t) && tryBetween(t, plan.yard(t), plan.yard(t), 0)) return true;
  return false;
}

/** Swaps a stop with a neighbour on another truck where that is shorter and both trucks keep their rooms. */
function swap(plan: Plan, u: number): boolean {
  const ru = plan.routeOf[u]!;
  const iu = plan.pos[u]!;
  for (const v of plan.near[u]!) {
    const rv = plan.routeOf[v]!;
    if (rv === ru || !plan.allowed(u, rv) || !plan.allowed(v, ru)) continue;
    const du = plan.p.demand[u]!;
    const dv = plan.p.demand[v]!;
    if (plan.load[ru]! - du + dv > plan.p.room[ru]! || plan.load[rv]! - dv + du > plan.p.room[rv]!) continue;
    const iv = plan.pos[v]!;
    const [ua, ub, va, vb] = [plan.prev(ru, iu), plan.next(ru, iu), plan.prev(rv, iv), plan.next(rv, iv)];
    const before = plan.d(ua, u) + plan.d(u, ub) + plan.d(va, v) + plan.d(v, vb);
    const after = plan.d(ua, v) + plan.d(v, ub) + plan.d(va, u) + plan.d(u, vb);
    if (after < before - 1e-9) {
      plan.routes[ru]![iu] = v;
      plan.routes[rv]![iv] = u;
      plan.routeOf[u] = rv;
      plan.routeOf[v] = ru;
      plan.pos[u] = iv;
      plan.pos[v] = iu;
      plan.load[ru]! += dv - du;
      plan.load[rv]! += du - dv;
      return true;
    }
  }
  return false;
}

/**
 * 2-opt* between two trucks: the stops after a stop of one truck swapped for the stops from a
 * neighbour on another on, where that is shorter and both keep their rooms, shares and pins.
 */
function tails(plan: Plan, u: number): boolean {
  const ra = plan.routeOf[u]!;
  const a = plan.routes[ra]!;
  const i = plan.pos[u]!;
  const ya = plan.yard(ra);
  const afterU = i + 1 < a.length ? a[i + 1]! : ya;
  const lastA = i + 1 < a.length ? a.at(-1)! : -1;
  for (const v of plan.near[u]!) {
    const rb = plan.routeOf[v]!;
    if (rb === ra) continue;
    const b = plan.routes[rb]!;
    const j = plan.pos[v]!;
    const yb = plan.yard(rb);
    const beforeV = plan.prev(rb, j);
    const lastB = b.at(-1)!;
    const before = plan.d(u, afterU) + plan.d(beforeV, v) + plan.d(lastB, yb) + (lastA < 0 ? 0 : plan.d(lastA, ya));
    const after = plan.d(u, v) + plan.d(lastB, ya) + (lastA < 0 ? plan.d(beforeV, yb) : plan.d(beforeV, afterU) + plan.d(lastA, yb));
    if (after >= before - 1e-9) continue;
    const tailA = a.slice(i + 1);
    const tailB = b.slice(j);
    const [ca, cb] = [plan.cans(tailA), plan.cans(tailB)];
    if (plan.load[ra]! - ca + cb > plan.p.room[ra]! || plan.load[rb]! - cb + ca > plan.p.room[rb]!) continue;
    if (i + 1 + tailB.length > plan.p.maxStops[ra]! || j + tailA.length > plan.p.maxStops[rb]!) continue;
    if (tailA.some((s) => !plan.allowed(s, rb)) || tailB.some((s) => !plan.allowed(s, ra))) continue;
    plan.setRoute(ra, [...a.slice(0, i + 1), ...tailB]);
    plan.setRoute(rb, [...b.slice(0, j), ...tailA]);
    return true;
  }
  return false;
}

/** Drives a stretch of one closed route backwards wherever that is shorter, until none is. */
function twoOpt(plan: Plan, truck: number): boolean {
  const route = [plan.yard(truck), ...plan.routes[truck]!, plan.yard(truck)];
  let changed = false;
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 1; i < route.length - 2; i++)
      for (let j = i + 1; j < route.length - 1; j++) {
        const delta =
          plan.d(route[i - 1]!, route[j]!) +
          plan.d(route[i]!, route[j + 1]!) -
          plan.d(route[i - 1]!, route[i]!) -
          plan.d(route[j]!, route[j + 1]!);
        if (delta < -1e-9) {
          route.splice(i, j - i + 1, ...route.slice(i, j + 1).reverse());
          improved = changed = true;
        }
      }
  }
  if (changed) plan.setRoute(truck, route.slice(1, -1));
  return changed;
}

/** Every move tried until none shortens the plan. */
function localSearch(plan: Plan) {
  for (let improved = true; improved;) {
    improved = false;
    for (let t = 0; t < plan.k; t++) if (twoOpt(plan, t)) improved = true;
    for (let s = 0; s < plan.n; s++) {
      for (const chain of [1, 2, 3]) if (relocate(plan, s, chain)) improved = true;
      if (swap(plan, s)) improved = true;
      if (tails(plan, s)) improved = true;
    }
  }
}

/**
 * Takes out some stops and puts them back by regret: half the rounds the stops nearest a random
 * one (a neighbourhood planned again), half stops drawn at random (routes mixed); up to 20.
 */
function ruinAndRecreate(plan: Plan, random: () => number) {
  const count = Math.max(2, Math.min(20, Math.round(plan.n * (0.05 + 0.15 * random()))));
  const centre = Math.floor(random() * plan.n);
  const taken = new Set<number>([centre]);
  if (random() < 0.5) for (const s of plan.near[centre]!.slice(0, count - 1)) taken.add(s);
  else while (taken.size < Math.min(count, plan.n)) taken.add(Math.floor(random() * plan.n));
  for (const s of taken) plan.remove(s);
  regretInsert(plan, [...taken]);
}

interface Snapshot {
  routes: number[][];
  load: number[];
  routeOf: Int32Array;
}

const copyOf = (s: Snapshot): Snapshot => ({ routes: s.routes.map((r) => [...r]), load: [...s.load], routeOf: Int32Array.from(s.routeOf) });

export function solvePlan(problem: PlanProblem): PlanSolution {
  const plan = new Plan(problem);
  const pinnedFirst = Array.from({ length: plan.n }, (_, s) => s).sort(
    (a, b) => Number(plan.pinned[b]! >= 0) - Number(plan.pinned[a]! >= 0) || a - b,
  );
  regretInsert(plan, pinnedFirst);
  if (plan.n > 1) {
    localSearch(plan);
    const random = seeded(problem.seed ?? 1);
    let best = plan.snapshot();
    let bestLength = plan.length();
    let current = best;
    let currentLength = bestLength;
    const rounds = problem.rounds ?? 0;
    for (let round = 0; round < rounds; round++) {
      ruinAndRecreate(plan, random);
      localSearch(plan);
      const length = plan.length();
      // Record-to-record travel: a plan a little longer than the best is walked from, less so each round.
      const threshold = bestLength * 0.02 * (1 - round / rounds);
      if (length < bestLength - 1e-9) [best, bestLength] = [plan.snapshot(), length];
      if (length < currentLength - 1e-9 || length < bestLength + threshold) [current, currentLength] = [plan.snapshot(), length];
      else plan.restore(copyOf(current));
    }
    plan.restore(best);
  }
  const overRoom = plan.load.flatMap((load, t) => (load > problem.room[t]! ? [t] : []));
  return { routes: plan.routes, length: plan.length(), overRoom };
}
