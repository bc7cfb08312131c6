// Steps for the owner's workspace: the indexes Home's figures read by (memberships begun, paused
// and ended in a week), so its answer stays quick at twenty times the size.
import type { Migration } from './migration.ts';

export const WORKSPACE_STEPS: Migration[] = [
  `CREATE INDEX bookings_created ON bookings (created_at) WHERE interval_days IS NOT NULL;
   CREATE INDEX booking_changes_endings ON booking_changes (what, at);
   CREATE INDEX pauses_created ON pauses (created_at);`,
];
