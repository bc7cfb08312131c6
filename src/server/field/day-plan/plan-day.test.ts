import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCvrplib } from '../../../../tests/support/cvrplib.ts';
import { sampleDay } from '../../../../tests/support/sample-day.ts';
import { metres } from '../stops/route-order.ts';
import { planDay, sharesOf, type PlanStop, type PlanTruck } from './plan-day.ts';
import { solvePlan } from './plan-solver.ts';

const FIXTURE = join(import.meta.dirname, '../../../../tests/fixtures/day-plan/reference-120-stops-3-trucks.json');
/** OR-Tools' plan of a sample day, recorded by `npm run plan:reference` with the stops and trucks it was given. */
const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
  trucks: PlanTruck[];
  stops: PlanStop[];
  roomCans: number;
  sharePercent: number;
  reference: { metres: number; routes: string[][]; solver: string };
};

describe("the day's plan across trucks", () => {
  it('120 stops on 3 trucks of 50 cans: each stop on one truck, no truck over its room, within 10% of OR-Tools on the same stops', () => {
    const { trucks, stops, sharePercent, reference } = recorded;
    expect(stops).toHaveLength(120);
    const plan = planDay(trucks, stops, { sharePercent });
    const keys = plan.routes.flatMap((r) => r.keys);
    expect(keys.toSorted()).toEqual(stops.map((s) => s.key).toSorted());
    const cans = new Map(stops.map((s) => [s.key, s.cans]));
    for (const route of plan.routes) {
      expect(route.keys.reduce((sum, k) => sum + cans.get(k)!, 0)).toBeLessThanOrEqual(50);
      expect(route.keys.length).toBeLessThanOrEqual(sharesOf(trucks, 120, sharePercent)[0]!);
    }
    expect(plan.overRoom).toEqual([]);
    // The same measure for both: whole metres around each truck's closed route.
    expect(reference.solver).toMatch(/^OR-Tools /);
    expect(plan.metres).toBeLessThanOrEqual(reference.metres * 1.1);
    expect(plan.metres).toBe(plan.routes.reduce((sum, r) => sum + r.metres, 0));
  });

  it('each route is in driving order: no stretch of it driven backwards would be shorter', () => {
    const { trucks, stops, sharePercent } = recorded;
    const at = new Map(stops.map((s) => [s.key, s]));
    for (const route of planDay(trucks, stops, { sharePercent }).routes) {
      const yard = trucks.find((t) => t.id === route.truckId)!.yard;
      const points = [yard, ...route.keys.map((k) => at.get(k)!), yard];
      const d = (i: number, j: number) => Math.round(metres(points[i]!, points[j]!));
      for (let i = 1; i < points.length - 2; i++)
        for (let j = i + 1; j < points.length - 1; j++) expect(d(i - 1, j) + d(i, j + 1)).toBeGreaterThanOrEqual(d(i - 1, i) + d(j, j + 1));
    }
  });

  it('within 10% of the published optimum on CVRPLIB instances', () => {
    for (const [name, trucks] of [
      ['E-n22-k4', 4],
      ['A-n32-k5', 5],
    ] as const) {
      const problem = readCvrplib(name, trucks);
      const solution = solvePlan({ ...problem, rounds: 100 });
      expect(solution.overRoom).toEqual([]);
      expect(solution.routes.flat().toSorted((a, b) => a - b)).toEqual(Array.from({ length: problem.stops }, (_, i) => i));
      expect(solution.length, name).toBeLessThanOrEqual(problem.optimal * 1.1);
      expect(solution.length, name).toBeGreaterThanOrEqual(problem.optimal);
    }
  });

  it('a pinned stop stays on its truck, even where another truck passes closer', () => {
    const { trucks, stops } = sampleDay(40, 2, 40, 5);
    const free = planDay(trucks, stops, { sharePercent: 25 });
    const [a, b] = free.routes;
    // Pin one of the first truck's stops and one of the second's to the other truck.
    const pins = new Map([
      [a!.keys[0]!, 'truck-2'],
      [b!.keys[0]!, 'truck-1'],
    ]);
    const pinned = planDay(
      trucks,
      stops.map((s) => ({ ...s, pinnedTo: pins.get(s.key) ?? null })),
      { sharePercent: 25 },
    );
    for (const [key, truck] of pins) expect(pinned.routes.find((r) => r.keys.includes(key))!.truckId).toBe(truck);
  });

  it('the same stops give the same plan; a tank that runs dry sends the truck back to the yard', () => {
    const { trucks, stops } = sampleDay(30, 1, 60, 9);
    const tank = [{ ...trucks[0]!, tankCans: 12 }];
    const once = planDay(tank, stops, { sharePercent: 25 });
    expect(planDay(tank, stops, { sharePercent: 25 })).toEqual(once);
    const cans = new Map(stops.map((s) => [s.key, s.cans]));
    const route = once.routes[0]!;
    let left = 12;
    route.keys.forEach((key, i) => {
      if (route.refillsAfter.includes(i)) left = 12;
      left -= cans.get(key)!;
      expect(left).toBeGreaterThanOrEqual(0);
    });
    expect(route.refillsAfter.length).toBeGreaterThanOrEqual(Math.ceil(route.cans / 12) - 1);
  });

  it('a day with more cans than room: every stop still planned, the trucks over their room named', () => {
    const { trucks, stops } = sampleDay(30, 2, 10, 3);
    const plan = planDay(trucks, stops, { sharePercent: 25 });
    expect(plan.routes.flatMap((r) => r.keys)).toHaveLength(30);
    expect(plan.overRoom.length).toBeGreaterThan(0);
  });
});
