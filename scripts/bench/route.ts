// Ordering a large day's stops (200, more than the truck's capacity allows) from the yard, as
// Today does on every load: 30 orderings idle and 30 with a core kept busy, the slowest of each.
import { performance } from 'node:perf_hooks';
import { orderStops } from '../../src/server/field/stops/route-order.ts';
import { stopsAround, YARD } from '../../tests/support/sample-stops.ts';
import { withBusyCore } from './busy-core.ts';

export interface RouteBench {
  stops: number;
  idle: { medianMs: number; maxMs: number };
  busy: { medianMs: number; maxMs: number };
}

const STOPS = 200;
const RUNS = 30;

async function timings(): Promise<{ medianMs: number; maxMs: number }> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // A different day each run, so no run reuses the last one's work.
    const day = stopsAround(STOPS, run + 1);
    const started = performance.now();
    orderStops(YARD, day);
    times.push(performance.now() - started);
    // Let the busy loop's process have its turn between runs, as requests would.
    await new Promise((resolve) => setImmediate(resolve));
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { medianMs: round(times[RUNS >> 1]!), maxMs: round(times.at(-1)!) };
}

export async function benchRoute(): Promise<RouteBench> {
  const idle = await timings();
  const busy = await withBusyCore(timings);
  return { stops: STOPS, idle, busy };
}
