// The day's plan across trucks: 300 stops on 5 trucks of 80 cans (a business of about 5,000
// members on a busy day) planned five times, idle and with a core kept busy, the slowest of each;
// its total distance beside OR-Tools' on the same stops (a path-cheapest-arc start, then guided
// local search for 20 seconds); and the solver on CVRPLIB instances against their published
// optima. OR-Tools comes from Python's registry (scripts/plan-reference): where it cannot be
// installed, its rows say so.
import { performance } from 'node:perf_hooks';
import { planDay } from '../../src/server/field/day-plan/plan-day.ts';
import { solvePlan } from '../../src/server/field/day-plan/plan-solver.ts';
import { readCvrplib } from '../../tests/support/cvrplib.ts';
import { sampleDay } from '../../tests/support/sample-day.ts';
import { ortoolsPython, referencePlan } from '../plan-reference/reference.ts';
import { withBusyCore } from './busy-core.ts';

type Row = [string, string, string, boolean | null];

export interface DayPlanBench {
  idleMs: number[];
  busyMs: number[];
  metres: number;
  reference: { metres: number; solver: string } | { unavailable: string };
  cvrplib: { name: string; length: number; optimal: number }[];
}

const SHARE = 25;
const DAY = { stops: 300, trucks: 5, roomCans: 80 };

async function timings(): Promise<number[]> {
  const times: number[] = [];
  for (let seed = 1; seed <= 5; seed++) {
    const { trucks, stops } = sampleDay(DAY.stops, DAY.trucks, DAY.roomCans, seed);
    const started = performance.now();
    planDay(trucks, stops, { sharePercent: SHARE });
    times.push(Math.round(performance.now() - started));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return times;
}

export async function benchDayPlan(): Promise<DayPlanBench> {
  const idleMs = await timings();
  const busyMs = await withBusyCore(timings);
  const { trucks, stops } = sampleDay(DAY.stops, DAY.trucks, DAY.roomCans, 1);
  const metres = planDay(trucks, stops, { sharePercent: SHARE }).metres;
  const python = ortoolsPython();
  const reference = 'python' in python ? referencePlan(python.python, trucks, stops, SHARE, 20) : python;
  const cvrplib = (
    [
      ['E-n22-k4', 4],
      ['A-n32-k5', 5],
    ] as const
  ).map(([name, count]) => {
    const problem = readCvrplib(name, count);
    return { name, length: solvePlan({ ...problem, rounds: 100 }).length, optimal: problem.optimal };
  });
  return { idleMs, busyMs, metres, reference, cvrplib };
}

export function dayPlanRows(b: DayPlanBench): Row[] {
  const worst = Math.max(...b.idleMs, ...b.busyMs);
  const ratio = 'metres' in b.reference ? b.metres / b.reference.metres : null;
  return [
    [
      `Day plan: ${DAY.stops} stops on ${DAY.trucks} trucks, 5 days, each time (idle; a core busy)`,
      `${b.idleMs.join(', ')} ms; ${b.busyMs.join(', ')} ms`,
      '≤ 2,000 ms each',
      worst <= 2_000,
    ],
    [
      'Day plan: total distance beside OR-Tools on the same stops (20 s of guided local search)',
      'metres' in b.reference
        ? `${(b.metres / 1000).toFixed(1)} km vs ${(b.reference.metres / 1000).toFixed(1)} km (${b.reference.solver}): ${ratio!.toFixed(3)}×`
        : `OR-Tools unavailable: ${b.reference.unavailable}`,
      '≤ 1.10×',
      ratio === null ? null : ratio <= 1.1,
    ],
    ...b.cvrplib.map(({ name, length, optimal }): Row => [
      `Day plan on CVRPLIB ${name}: cost beside the published optimum`,
      `${length} vs ${optimal} (${(length / optimal).toFixed(3)}×)`,
      '≤ 1.10×',
      length <= optimal * 1.1,
    ]),
  ];
}
