// The business's trucks, a stop moved to another truck, and a day planned again. Served by the
// field: the trucks' own routes (server/field/trucks/) and the day plan's (server/field/day-plan/).
import { z } from 'zod';
import { truckSchema, type Truck } from '../trucks.ts';
import type { RoutesOf } from './contract.ts';
import { date, id } from './request-parts.ts';

export interface TruckAnswers {
  /** The business's trucks (retired ones last) and how far a route may run above its share. */
  'GET /owner/api/trucks': { trucks: Truck[]; sharePercent: number; yard: Truck['yard'] };
  'POST /owner/api/trucks': { truck: Truck };
  'PUT /owner/api/trucks/:id': { truck: Truck };
  'POST /owner/api/trucks/:id/retire': { truck: Truck };
  /** The owner moves a stop to another truck: pinned there, both trucks' orders made again. */
  'POST /owner/api/visits/:id/truck': { date: string };
  /** The day planned again across its trucks (started routes kept as they are). */
  'POST /owner/api/day-plans/:date': { date: string };
}

const FILL_IN = 'Please fill in the truck: its name, yard, room and days.';

export const TRUCK_ROUTES = {
  'GET /owner/api/trucks': { access: 'owner' },
  'POST /owner/api/trucks': { access: 'owner', body: truckSchema, invalid: FILL_IN },
  'PUT /owner/api/trucks/:id': { access: 'owner', params: id, body: truckSchema, invalid: FILL_IN },
  'POST /owner/api/trucks/:id/retire': {
    access: 'owner',
    params: id,
    body: z.object({ retired: z.boolean() }),
    invalid: 'Say whether the truck is retired.',
  },
  'POST /owner/api/visits/:id/truck': {
    access: 'owner',
    params: id,
    body: z.object({ truckId: z.string().min(1).max(64) }),
    invalid: 'Choose a truck.',
  },
  'POST /owner/api/day-plans/:date': { access: 'owner', params: z.object({ date }), invalid: 'Name the day as YYYY-MM-DD.' },
} as const satisfies RoutesOf<TruckAnswers>;
