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
import { localSearch } from './plan-moves.ts';
import { copyOf, Plan, seeded, type PlanProblem, type PlanSolution } from './plan-state.ts';

export type { PlanProblem, PlanSolution } from './plan-state.ts';

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
