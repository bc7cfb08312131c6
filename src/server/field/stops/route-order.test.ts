// The driving order against the best there is: on 9-stop samples of a 40-stop day, every order
// tried (9! of them) finds the best route, and the one given is within 10% of it.
import { describe, expect, it } from 'vitest';
import { stopsAround, YARD } from '../../../../tests/support/sample-stops.ts';
import { keepOrder, metres, orderStops, routeLength, type Point } from './route-order.ts';

/** The shortest route through the stops from the start, by trying every order (with the partial sums cut early). */
function bestLength(start: Point, stops: readonly Point[]): number {
  const points = [start, ...stops];
  const d = points.map((a) => points.map((b) => metres(a, b)));
  let best = Infinity;
  const used = new Array<boolean>(points.length).fill(false);
  const walk = (at: number, placed: number, length: number) => {
    if (length >= best) return;
    if (placed === stops.length) return void (best = length);
    for (let next = 1; next < points.length; next++) {
      if (used[next]) continue;
      used[next] = true;
      walk(next, placed + 1, length + d[at]![next]!);
      used[next] = false;
    }
  };
  walk(0, 0, 0);
  return best;
}

describe('the driving order', () => {
  const day = stopsAround(40, 7);

  it('on 9-stop samples of a 40-stop day: within 10% of the best of all 362,880 orders', () => {
    for (let first = 0; first + 9 <= day.length; first += 8) {
      const sample = day.slice(first, first + 9);
      const best = bestLength(YARD, sample);
      const given = routeLength(YARD, orderStops(YARD, sample));
      expect(given, `stops ${first} to ${first + 8}`).toBeLessThanOrEqual(best * 1.1);
      expect(given).toBeGreaterThanOrEqual(best - 1e-6);
    }
  });

  it('the whole day: every stop once, far shorter than the order the stops came in, and the same order every time', () => {
    const route = orderStops(YARD, day);
    expect(new Set(route.map((s) => s.id))).toEqual(new Set(day.map((s) => s.id)));
    expect(routeLength(YARD, route)).toBeLessThan(routeLength(YARD, day) * 0.5);
    expect(orderStops(YARD, day).map((s) => s.id)).toEqual(route.map((s) => s.id));
    // No stretch of it is shorter driven backwards (2-opt has nothing left to do).
    const after = orderStops(YARD, route);
    expect(routeLength(YARD, after)).toBeCloseTo(routeLength(YARD, route), 0);
  });

  it('no stops, or one: nothing to order', () => {
    expect(orderStops(YARD, [])).toEqual([]);
    expect(orderStops(YARD, day.slice(0, 1))).toEqual(day.slice(0, 1));
  });
});

describe('the order the owner set', () => {
  const key = (s: string) => s;
  it('moves a stop to just before the one it was set before; pairs not both on the route do nothing', () => {
    expect(keepOrder(['a', 'b', 'c', 'd'], key, [['d', 'b']])).toEqual(['a', 'd', 'b', 'c']);
    expect(keepOrder(['a', 'b', 'c'], key, [['a', 'c']])).toEqual(['a', 'b', 'c']);
    expect(keepOrder(['a', 'b', 'c'], key, [['x', 'a']])).toEqual(['a', 'b', 'c']);
  });

  it('pairs that contradict each other settle, every stop still there once', () => {
    const route = keepOrder(['a', 'b', 'c'], key, [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'a'],
    ]);
    expect([...route].sort()).toEqual(['a', 'b', 'c']);
  });
});
