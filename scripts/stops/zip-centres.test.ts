// Every zip served has a centre, and the server's table is what the package says now.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { TABLE, zipCentresTable, zipsWithoutCentre } from './zip-centres.ts';

it('every zip the business serves has a centre to place its stops at', () => {
  expect(zipsWithoutCentre()).toEqual([]);
});

it('src/server/field/stops/zip-centres.ts is what the zipcodes package gives for the served zips (npm run zips writes it)', async () => {
  expect(readFileSync(TABLE, 'utf8')).toBe(await zipCentresTable());
});
