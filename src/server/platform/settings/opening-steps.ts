// When the business opened: a new install takes no booking until its owner has answered the first
// run's setup (its name, phone, zips and prices), so a second business never shows the defaults'
// name as its own. An install that already has settings, leads or bookings was open before this.
import type { Migration } from '../db/steps/migration.ts';

export const OPENING_STEPS: Migration[] = [
  `CREATE TABLE business_opened (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     at INTEGER NOT NULL,
     by TEXT NOT NULL
   );
   INSERT INTO business_opened (id, at, by)
     SELECT 1, 0, 'open before the first-run setup'
     WHERE EXISTS (SELECT 1 FROM settings_versions) OR EXISTS (SELECT 1 FROM leads) OR EXISTS (SELECT 1 FROM bookings);`,
];
