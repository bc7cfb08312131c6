// Steps 10 to 18: every visit a row, sign-in codes of their own, phones proved by a code, the
// cans a booking counts, payments, pauses and deep cleans, the crew's day at the curb.
import type { Migration } from '../../platform/db/steps/migration.ts';
import { visitsAsRows } from '../../customers/bookings/visits-migration.ts';

export const VISIT_STEPS: Migration[] = [
  // 10. Every visit a row (visits-migration.ts).
  visitsAsRows,
  // 11. Owners' sign-in codes leave the customers' e-mail channel for one of their own.
  `UPDATE deliveries SET channel = 'sign-in' WHERE subject_kind = 'sign-in-code';`,
  // 12. A customer's STOP or START counts once however often the provider posts it (its MessageSid).
  `ALTER TABLE text_opt_events ADD COLUMN message_sid TEXT;
   CREATE UNIQUE INDEX text_opt_events_message ON text_opt_events (message_sid) WHERE message_sid IS NOT NULL;`,
  // 13. A sign-in code belongs to the browser that asked for it (a hash of its cookie's value),
  //     is limited per client address, and its tries are spaced out (the time of the last one).
  `ALTER TABLE sign_in_codes ADD COLUMN client_hash TEXT;
   ALTER TABLE sign_in_codes ADD COLUMN ip TEXT;
   ALTER TABLE sign_in_codes ADD COLUMN tried_at INTEGER;
   CREATE INDEX sign_in_codes_client ON sign_in_codes (email, client_hash);`,
  // 14. Codes texted to prove a mobile in one web call or chat before it can be booked with; and a
  //     booking made from the web without texts is held until its e-mail's link confirms it.
  `CREATE TABLE phone_codes (
     id TEXT PRIMARY KEY,
     phone_e164 TEXT NOT NULL,
     conversation TEXT NOT NULL,
     code_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     tries INTEGER NOT NULL DEFAULT 0,
     proven_at INTEGER,
     closed_at INTEGER
   );
   CREATE INDEX phone_codes_phone ON phone_codes (phone_e164, created_at);
   CREATE INDEX phone_codes_conversation ON phone_codes (conversation, phone_e164);
   ALTER TABLE bookings ADD COLUMN hold_until INTEGER;`,
  // 15. The cans a booking counts (its price: the first can plus each extra one).
  `ALTER TABLE bookings ADD COLUMN cans INTEGER NOT NULL DEFAULT 1 CHECK (cans BETWEEN 1 AND 6);`,
  // 16. Payments (Stripe): each booking's state and money, every charge and refund, and Stripe's
  //     events, each kept once.
  `CREATE TABLE payments (
     booking_id TEXT PRIMARY KEY REFERENCES bookings (id),
     state TEXT NOT NULL CHECK (state IN ('due', 'card-on-file', 'paid', 'failed', 'refunded')),
     amount_cents INTEGER NOT NULL,
     taken_cents INTEGER NOT NULL,
     customer_id TEXT,
     checkout_session_id TEXT,
     subscription_id TEXT,
     payment_intent_id TEXT,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     paid_at INTEGER,
     reminded_at INTEGER
   );
   CREATE INDEX payments_session ON payments (checkout_session_id);
   CREATE INDEX payments_subscription ON payments (subscription_id);
   CREATE INDEX payments_intent ON payments (payment_intent_id);
   CREATE TABLE payment_charges (
     id INTEGER PRIMARY KEY,
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     kind TEXT NOT NULL CHECK (kind IN ('charge', 'refund')),
     ref TEXT UNIQUE,
     amount_cents INTEGER NOT NULL,
     at INTEGER NOT NULL
   );
   CREATE INDEX payment_charges_at ON payment_charges (at);
   CREATE TABLE stripe_events (
     id TEXT PRIMARY KEY,
     type TEXT NOT NULL,
     payload TEXT NOT NULL,
     received_at INTEGER NOT NULL,
     handled_at INTEGER
   );`,
  // 17. A member's pauses (their visits paused, not deleted), and which visit is the seasonal deep clean.
  `CREATE TABLE pauses (
     id INTEGER PRIMARY KEY,
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     from_date TEXT NOT NULL,
     until_date TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     created_by TEXT NOT NULL,
     ended_at INTEGER
   );
   CREATE INDEX pauses_booking ON pauses (booking_id, until_date);
   ALTER TABLE visits ADD COLUMN deep_clean INTEGER NOT NULL DEFAULT 0;`,
  // 18. The crew's day: a note with a visit's mark, each stop's photos (stored elsewhere: the
  //     row says where), the review requests sent (one per customer in so many days), and the
  //     key that signs photos' expiring links (made once, kept with the data).
  `ALTER TABLE visits ADD COLUMN note TEXT;
   CREATE TABLE photos (
     id TEXT PRIMARY KEY,
     visit_id TEXT NOT NULL REFERENCES visits (id),
     storage_key TEXT NOT NULL,
     bytes INTEGER NOT NULL,
     width INTEGER NOT NULL,
     height INTEGER NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX photos_visit ON photos (visit_id, created_at);
   CREATE TABLE review_requests (
     visit_id TEXT PRIMARY KEY REFERENCES visits (id),
     customer_key TEXT NOT NULL,
     queued_at INTEGER NOT NULL
   );
   CREATE INDEX review_requests_customer ON review_requests (customer_key, queued_at);
   CREATE TABLE signing_keys (name TEXT PRIMARY KEY, value BLOB NOT NULL);`,
];
