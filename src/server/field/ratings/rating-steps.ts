// A customer's rating of a clean: its stars, what went wrong (a few choices and their words), whether
// they let the business quote their words, which truck did it, and, for an unhappy one, when the
// owner answered. And who was offered the public review link, so the day-after e-mail asking for a
// review goes only to those not yet offered it.
import type { Migration } from '../../platform/db/steps/migration.ts';

export const RATING_STEPS: Migration[] = [
  `CREATE TABLE visit_ratings (
     visit_id TEXT PRIMARY KEY,
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     truck_id TEXT,
     stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
     problems TEXT NOT NULL DEFAULT '[]',
     words TEXT NOT NULL DEFAULT '',
     quote_ok INTEGER NOT NULL DEFAULT 0,
     rated_at INTEGER NOT NULL,
     answered_at INTEGER,
     answered_by TEXT
   );
   CREATE INDEX visit_ratings_at ON visit_ratings (rated_at);
   CREATE INDEX visit_ratings_waiting ON visit_ratings (rated_at) WHERE stars <= 3 AND answered_at IS NULL;
   CREATE TABLE review_offers (
     customer_key TEXT PRIMARY KEY,
     at INTEGER NOT NULL
   );`,
];
