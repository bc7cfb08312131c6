// Tips for the crew: a charge may be a tip (for a visit), and each tip's Checkout session is kept
// with the visit, its truck and its amount, so Stripe's word that it was paid (its event, or the
// nightly listing) records it once.
import type { Migration } from '../../platform/db/steps/migration.ts';
import { rebuild } from '../../platform/db/steps/rebuild.ts';

export const TIP_STEPS: Migration[] = [
  (db) =>
    rebuild(db, 'payment_charges', (sql) =>
      sql.replace("CHECK (purpose IN ('clean', 'fee'))", "CHECK (purpose IN ('clean', 'fee', 'tip'))"),
    ),
  `CREATE TABLE tip_sessions (
     id TEXT PRIMARY KEY,
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     visit_id TEXT NOT NULL,
     truck_id TEXT,
     amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
     url TEXT,
     status TEXT NOT NULL CHECK (status IN ('open', 'complete', 'expired')),
     payment_intent TEXT,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX tip_sessions_visit ON tip_sessions (visit_id, amount_cents, status);
   CREATE INDEX payment_charges_tips ON payment_charges (at) WHERE purpose = 'tip';`,
];
