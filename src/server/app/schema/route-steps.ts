// Steps from 21: the crew's route and the crew's own sign-in.
import type { Migration } from '../../platform/db/steps/migration.ts';

export const ROUTE_STEPS: Migration[] = [
  // 21. Where each customer's stop is: the crew's phone's position when the stop was first marked
  //     with one (kept for the booking, never sent to a customer); and the order the owner set
  //     between two customers' stops, kept for their next visits.
  `CREATE TABLE stop_positions (
     booking_id TEXT PRIMARY KEY REFERENCES bookings (id),
     latitude REAL NOT NULL CHECK (latitude BETWEEN -90 AND 90),
     longitude REAL NOT NULL CHECK (longitude BETWEEN -180 AND 180),
     accuracy_m REAL NOT NULL CHECK (accuracy_m >= 0),
     visit_id TEXT NOT NULL REFERENCES visits (id),
     taken_at INTEGER NOT NULL
   );
   CREATE TABLE stop_order (
     before_booking TEXT NOT NULL REFERENCES bookings (id),
     after_booking TEXT NOT NULL REFERENCES bookings (id),
     set_at INTEGER NOT NULL,
     PRIMARY KEY (before_booking, after_booking),
     CHECK (before_booking != after_booking)
   );`,
  // 22. The crew: addresses the owner added in the inbox (besides those in CREW_EMAILS), and who
  //     made each mark and took each photo (the address signed in; none before this step).
  `CREATE TABLE crew_members (
     email TEXT PRIMARY KEY CHECK (email = lower(email)),
     added_at INTEGER NOT NULL
   );
   ALTER TABLE visits ADD COLUMN marked_by TEXT;
   ALTER TABLE photos ADD COLUMN taken_by TEXT;`,
];
