// The day plan's reference: Google OR-Tools' routing library (from Python's registry, in a
// virtual environment of its own under node_modules/.cache, made at the first use) run on the
// same stops, trucks, rooms and shares as the product's solver, with the same whole-metre
// distances. Used by the bench and by `npm run plan:reference`, which records its answer for
// the tests (OR-Tools is 250 MB and a minute to install: the tests read the recorded answer).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { distanceTable, sharesOf, type PlanStop, type PlanTruck } from '../../src/server/field/day-plan/plan-day.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const VENV = join(ROOT, 'node_modules', '.cache', 'ortools-venv');
const PYTHON = join(VENV, 'bin', 'python');

/** The Python with OR-Tools installed, or null (with the reason) where Python's registry is out of reach. */
export function ortoolsPython(): { python: string } | { unavailable: string } {
  try {
    if (!existsSync(PYTHON)) execFileSync('python3', ['-m', 'venv', VENV], { stdio: 'inherit' });
    execFileSync(PYTHON, ['-c', 'import ortools'], { stdio: 'ignore' });
    return { python: PYTHON };
  } catch {
    try {
      execFileSync(PYTHON, ['-m', 'pip', 'install', '--quiet', 'ortools'], { stdio: 'inherit', timeout: 600_000 });
      return { python: PYTHON };
    } catch (error) {
      return { unavailable: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
    }
  }
}

export interface ReferencePlan {
  metres: number;
  routes: string[][];
  solver: string;
  seconds: number;
}

/** OR-Tools' plan of the day (a path-cheapest-arc start, then guided local search for `seconds`). */
export function referencePlan(
  python: string,
  trucks: PlanTruck[],
  stops: PlanStop[],
  sharePercent: number,
  seconds: number,
): ReferencePlan {
  const distance = distanceTable([...stops, ...trucks.map((t) => t.yard)]);
  const input = JSON.stringify({
    stops: stops.length,
    trucks: trucks.length,
    distance: Array.from(distance),
    demand: stops.map((s) => s.cans),
    room: trucks.map((t) => t.roomCans),
    maxStops: sharesOf(trucks, stops.length, sharePercent),
    seconds,
  });
  const out = JSON.parse(
    execFileSync(python, [join(import.meta.dirname, 'ortools_plan.py')], { input, maxBuffer: 1 << 26 }).toString(),
  ) as {
    length: number;
    routes: number[][];
    solver: string;
    error?: string;
  };
  if (out.error) throw new Error(`OR-Tools: ${out.error}`);
  return { metres: out.length, routes: out.routes.map((r) => r.map((s) => stops[s]!.key)), solver: out.solver, seconds };
}
