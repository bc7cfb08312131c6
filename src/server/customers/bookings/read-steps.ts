// Steps that keep the owner's pages quick at twenty times the size (measured by npm run
// bench:scale): the pauses that still run, found from the pauses themselves rather than by
// looking into every running booking.
import type { Migration } from '../../platform/db/steps/migration.ts';

export const READ_STEPS: Migration[] = [`CREATE INDEX pauses_running ON pauses (until_date, booking_id) WHERE ended_at IS NULL`];
