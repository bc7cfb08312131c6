// The business's facts as records: each change of the settings a version (who, when, before and
// after), the latest the one in force; and each booking's price as it was when booked, so a later
// change of a plan's price reaches new bookings only.
import { siteConfig } from '../../../common/site-config.ts';
import type { Migration } from '../../platform/db/steps/migration.ts';

export const SETTINGS_STEPS: Migration[] = [
  `CREATE TABLE settings_versions (
     id INTEGER PRIMARY KEY,
     at INTEGER NOT NULL,
     by TEXT NOT NULL,
     what TEXT NOT NULL,
     before TEXT NOT NULL,
     after TEXT NOT NULL
   );
   ALTER TABLE bookings ADD COLUMN first_cents INTEGER;
   ALTER TABLE bookings ADD COLUMN extra_cents INTEGER;`,
  // The bookings made before kept the prices the install started from, which they were charged.
  (db) => {
    const set = db.prepare('UPDATE bookings SET first_cents = ?, extra_cents = ? WHERE plan_id = ? AND account_id IS NULL');
    for (const plan of siteConfig.plans) if (plan.cents) set.run(plan.cents.first, plan.cents.extra, plan.id);
  },
];
