// Steps for watching the running server: the health check reads the oldest delivery still
// waiting, which this index answers without reading the queue.
import type { Migration } from '../db/steps/migration.ts';

export const HEALTH_STEPS: Migration[] = [`CREATE INDEX deliveries_waiting ON deliveries (state, window_started_at)`];
