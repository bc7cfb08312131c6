// The local search's moves on a plan, each kept only where it shortens the total and keeps every
// truck within its room, its share of the stops and its pins: a stop or a chain of two or three
// moved (Or-opt), two stops swapped between trucks, the tails of two trucks' routes exchanged
// (2-opt*), a stretch of one route driven backwards (2-opt).
import type { Plan } from './plan-state.ts';

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
export function localSearch(plan: Plan) {
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
