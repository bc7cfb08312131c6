// A day of stops around Atlanta for the day plan's tests and bench: the places from the seeded
// sample stops, about one in seven with two cans, and the trucks all leaving the one yard.
import type { PlanStop, PlanTruck } from '../../src/server/field/day-plan/plan-day.ts';
import { stopsAround, YARD } from './sample-stops.ts';

export function sampleDay(stops: number, trucks: number, roomCans: number, seed: number): { trucks: PlanTruck[]; stops: PlanStop[] } {
  let state = seed * 7919;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return {
    trucks: Array.from({ length: trucks }, (_, i) => ({ id: `truck-${i + 1}`, yard: YARD, roomCans, tankCans: null })),
    stops: stopsAround(stops, seed).map(({ id, latitude, longitude }) => ({ key: id, latitude, longitude, cans: next() < 0.15 ? 2 : 1 })),
  };
}
