// Reads a CVRPLIB instance (TSPLIB format, EUC_2D, one depot) into the day-plan solver's problem:
// the stops, then the depot once per truck, distances rounded to whole numbers as the library's
// published costs count them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlanProblem } from '../../src/server/field/day-plan/plan-solver.ts';

export const CVRPLIB = join(import.meta.dirname, '../fixtures/cvrplib');

export function readCvrplib(name: string, trucks: number): PlanProblem & { optimal: number } {
  const text = readFileSync(join(CVRPLIB, `${name}.vrp`), 'utf8');
  const section = (title: string) => {
    const lines = text.split('\n');
    const from = lines.findIndex((l) => l.trim().startsWith(title)) + 1;
    const rows: number[][] = [];
    for (const line of lines.slice(from)) {
      if (!/^\s*\d/.test(line)) break;
      rows.push(line.trim().split(/\s+/).map(Number));
    }
    return rows;
  };
  const coords = section('NODE_COORD_SECTION').map(([, x, y]) => [x!, y!] as const);
  const demands = section('DEMAND_SECTION').map(([, d]) => d!);
  const capacity = Number(/CAPACITY\s*:\s*(\d+)/.exec(text)![1]);
  const optimal = Number(/Optimal value: (\d+)/.exec(text)![1]);
  const depot = coords[0]!;
  const nodes = [...coords.slice(1), ...Array.from({ length: trucks }, () => depot)];
  const size = nodes.length;
  const distance = new Float64Array(size * size);
  for (let a = 0; a < size; a++)
    for (let b = 0; b < size; b++)
      distance[a * size + b] = Math.round(Math.hypot(nodes[a]![0] - nodes[b]![0], nodes[a]![1] - nodes[b]![1]));
  return {
    stops: coords.length - 1,
    trucks,
    distance,
    demand: demands.slice(1),
    room: Array(trucks).fill(capacity),
    maxStops: Array(trucks).fill(Infinity),
    optimal,
  };
}
