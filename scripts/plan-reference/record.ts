// `npm run plan:reference`: OR-Tools' plan of the tests' sample day (120 stops, 3 trucks of 50
// cans), recorded with the stops and trucks it was given, for the day plan's test to hold the
// product's solver to (within 10% of its total distance).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sampleDay } from '../../tests/support/sample-day.ts';
import { ortoolsPython, referencePlan } from './reference.ts';

export const SAMPLE = { stops: 120, trucks: 3, roomCans: 50, seed: 42, sharePercent: 25, seconds: 30 };

const found = ortoolsPython();
if ('unavailable' in found) throw new Error(`OR-Tools could not be installed: ${found.unavailable}`);
const day = sampleDay(SAMPLE.stops, SAMPLE.trucks, SAMPLE.roomCans, SAMPLE.seed);
const reference = referencePlan(found.python, day.trucks, day.stops, SAMPLE.sharePercent, SAMPLE.seconds);
const file = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'day-plan', 'reference-120-stops-3-trucks.json');
mkdirSync(join(file, '..'), { recursive: true });
writeFileSync(file, `${JSON.stringify({ ...SAMPLE, ...day, reference }, null, 1)}\n`);
console.log(`${reference.solver}: ${reference.metres} m over ${reference.routes.map((r) => r.length).join(' + ')} stops -> ${file}`);
