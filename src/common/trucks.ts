// A truck as the owner sets it up (its yard, its room in cans a day and per tank of water, the
// days it works, the crew who drive it), checked by one schema on both sides of the inbox.
import { z } from 'zod';
import { WEEKDAYS } from './site-config.schema.ts';

export const truckSchema = z.object({
  name: z.string().trim().min(1, 'Give the truck a name').max(40),
  yard: z.object({
    name: z.string().trim().min(1, 'Name the place it leaves from').max(80),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  roomCans: z.number().int().min(1, 'At least 1 can a day').max(1000),
  /** Cans a tank of water cleans; null when one tank lasts the day. */
  tankCans: z.number().int().min(1).max(1000).nullable(),
  days: z.array(z.enum(WEEKDAYS)).min(1, 'Choose at least one day'),
  /** The crew members' sign-in addresses: each sees only this truck's route. */
  crew: z.array(z.email('An e-mail address, as the crew member signs in with')).max(10),
});

export type TruckValues = z.infer<typeof truckSchema>;

export interface Truck extends TruckValues {
  id: string;
  retired: boolean;
}
