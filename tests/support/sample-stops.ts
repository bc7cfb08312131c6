// A day of stops at known places around Atlanta, from a seeded generator: the same stops every
// run, for the driving-order test and its bench.
import type { Point } from '../../src/server/field/stops/route-order.ts';

export const YARD: Point = { latitude: 33.7537, longitude: -84.3915 };

export function stopsAround(count: number, seed: number): (Point & { id: string })[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, i) => ({
    id: `stop-${i}`,
    latitude: 33.6 + next() * 0.45,
    longitude: -84.6 + next() * 0.45,
  }));
}
