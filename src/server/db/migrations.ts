// The database's history, oldest first: the schema moves forward one step at a time (SQLite's
// user_version counts the steps taken), never back. A step is SQL, or a function for a step that
// needs code to compute values. Steps already released are never edited: a change is a new step.
import type Database from 'better-sqlite3';
import { toE164 } from '../../common/mobile-e164.ts';
import { visitsAsRows } from './visits-migration.ts';

/** A delivery's attempt state: the same columns in every version of the outbox. */
const DELIVERY_STATE = `
     state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     window_started_at INTEGER NOT NULL,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     last_status INTEGER,
     delivered_at INTEGER`;

const STATE_COLUMNS = 'state, attempts, window_started_at, next_attempt_at, last_error, last_status, delivered_at';

/** The nine lead fields as columns, in the form's order. */
const LEAD_FIELDS = ['customer_status', 'full_name', 'mobile', 'email', 'street', 'zip', 'service_type', 'sms_opt_in', 'notes'];

export type Migration = string | ((db: Database.Database) => void);

export const MIGRATIONS: Migration[] = [
  // 1. Leads (the webhook body as stored JSON) and their webhook outbox.
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     created_at INTEGER NOT NULL,
     source TEXT NOT NULL CHECK (source IN ('form', 'voice')),
     spam INTEGER NOT NULL DEFAULT 0,
     payload TEXT NOT NULL,
     consent TEXT NOT NULL,
     call_id TEXT,
     dedupe_key TEXT UNIQUE
   );
   CREATE INDEX leads_created ON leads (created_at);
   CREATE TABLE outbox (
     lead_id TEXT PRIMARY KEY REFERENCES leads (id),${DELIVERY_STATE}
   );
   CREATE INDEX outbox_due ON outbox (state, next_attempt_at);`,
  // 2. Call records, and one outbox for every destination: each delivery (a lead to the webhook, a
  // lead or a call record by e-mail) has its own attempt state.
  `CREATE TABLE calls (
     call_id TEXT PRIMARY KEY,
     received_at INTEGER NOT NULL,
     started_at TEXT,
     ended_at TEXT,
     duration_ms INTEGER,
     ended_reason TEXT,
     summary TEXT,
     transcript TEXT,
     success_evaluation TEXT,
     cost REAL
   );
   CREATE INDEX calls_received ON calls (received_at);
   CREATE TABLE deliveries (
     id INTEGER PRIMARY KEY,
     channel TEXT NOT NULL CHECK (channel IN ('webhook', 'email')),
     lead_id TEXT REFERENCES leads (id),
     call_id TEXT REFERENCES calls (call_id),${DELIVERY_STATE},
     CHECK ((lead_id IS NULL) != (call_id IS NULL))
   );
   CREATE UNIQUE INDEX deliveries_once ON deliveries (channel, coalesce(lead_id, call_id));
   CREATE INDEX deliveries_due ON deliveries (channel, state, next_attempt_at);
   CREATE INDEX deliveries_lead ON deliveries (lead_id);
   CREATE INDEX leads_call ON leads (call_id);
   INSERT INTO deliveries (channel, lead_id, ${STATE_COLUMNS})
     SELECT 'webhook', lead_id, ${STATE_COLUMNS} FROM outbox;
   DROP TABLE outbox;`,
  // 3. A lead is stored as the product knows it (a column per field, the mobile also in E.164 for
  // texts), no longer as the webhook's body. A delivery names its subject by kind and id, and its
  // channel is any name the code declares: a new channel or subject needs no table rebuild.
  (db) => {
    db.function('e164', { deterministic: true }, (mobile: unknown) => (typeof mobile === 'string' ? toE164(mobile) : null));
    const field = (name: string) =>
      name === 'sms_opt_in' ? `coalesce(json_extract(payload, '$.${name}'), 0)` : `coalesce(json_extract(payload, '$.${name}'), '')`;
    db.exec(`
      CREATE TABLE leads_v3 (
        id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        source TEXT NOT NULL,
        spam INTEGER NOT NULL DEFAULT 0,
        customer_status TEXT NOT NULL,
        full_name TEXT NOT NULL,
        mobile TEXT NOT NULL,
        mobile_e164 TEXT,
        email TEXT NOT NULL,
        street TEXT NOT NULL,
        zip TEXT NOT NULL,
        service_type TEXT NOT NULL,
        sms_opt_in INTEGER NOT NULL,
        notes TEXT NOT NULL,
        consent TEXT NOT NULL,
        call_id TEXT,
        dedupe_key TEXT UNIQUE
      );
      INSERT INTO leads_v3 (id, created_at, source, spam, ${LEAD_FIELDS.join(', ')}, mobile_e164, consent, call_id, dedupe_key)
        SELECT id, created_at, source, spam, ${LEAD_FIELDS.map(field).join(', ')},
               e164(json_extract(payload, '$.mobile')), consent, call_id, dedupe_key FROM leads;
      CREATE TABLE deliveries_v3 (
        id INTEGER PRIMARY KEY,
        channel TEXT NOT NULL,
        subject_kind TEXT NOT NULL,
        subject_id TEXT NOT NULL,${DELIVERY_STATE}
      );
      INSERT INTO deliveries_v3 (id, channel, subject_kind, subject_id, ${STATE_COLUMNS})
        SELECT id, channel, CASE WHEN lead_id IS NOT NULL THEN 'lead' ELSE 'call' END, coalesce(lead_id, call_id), ${STATE_COLUMNS}
        FROM deliveries;
      DROP TABLE deliveries;
      DROP TABLE leads;
      ALTER TABLE leads_v3 RENAME TO leads;
      ALTER TABLE deliveries_v3 RENAME TO deliveries;
      CREATE INDEX leads_created ON leads (created_at);
      CREATE INDEX leads_call ON leads (call_id);
      CREATE INDEX leads_mobile ON leads (mobile_e164);
      CREATE UNIQUE INDEX deliveries_once ON deliveries (channel, subject_kind, subject_id);
      CREATE INDEX deliveries_due ON deliveries (channel, state, next_attempt_at);
      CREATE INDEX deliveries_subject ON deliveries (subject_kind, subject_id);
    `);
  },
  // 4. Bookings: a held date (one-time, or the first of a membership's visits), every change to
  //    it, single visits of a membership moved to another date, and the customer's links (only
  //    their hashes). A delivery may carry a secret (a new link's token) until it is sent.
  `CREATE TABLE bookings (
     id TEXT PRIMARY KEY,
     reference TEXT NOT NULL UNIQUE,
     lead_id TEXT NOT NULL REFERENCES leads (id),
     plan_id TEXT NOT NULL,
     pickup_day TEXT NOT NULL,
     first_date TEXT NOT NULL,
     interval_days INTEGER,
     ends_on TEXT,
     status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled', 'done')),
     sequence INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     dedupe_key TEXT UNIQUE
   );
   CREATE INDEX bookings_date ON bookings (status, first_date);
   CREATE INDEX bookings_lead ON bookings (lead_id);
   CREATE TABLE booking_changes (
     id INTEGER PRIMARY KEY,
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     at INTEGER NOT NULL,
     by TEXT NOT NULL CHECK (by IN ('customer', 'receptionist', 'owner')),
     what TEXT NOT NULL,
     detail TEXT NOT NULL,
     sequence INTEGER NOT NULL
   );
   CREATE INDEX booking_changes_booking ON booking_changes (booking_id);
   CREATE TABLE visit_moves (
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     from_date TEXT NOT NULL,
     to_date TEXT NOT NULL,
     PRIMARY KEY (booking_id, from_date)
   );
   CREATE INDEX visit_moves_to ON visit_moves (to_date);
   CREATE TABLE booking_links (
     token_hash TEXT PRIMARY KEY,
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     issued_at INTEGER NOT NULL
   );
   ALTER TABLE deliveries ADD COLUMN secret TEXT;`,
  // 5. Texts: opt-outs and opt-ins by reply (or the provider's word), numbers that have had a
  //    first text (which says how to opt out), and replies from customers.
  `CREATE TABLE text_opt_events (
     id INTEGER PRIMARY KEY,
     phone_e164 TEXT NOT NULL,
     at INTEGER NOT NULL,
     opted_in INTEGER NOT NULL,
     source TEXT NOT NULL
   );
   CREATE INDEX text_opt_events_phone ON text_opt_events (phone_e164, at);
   CREATE TABLE text_numbers (
     phone_e164 TEXT PRIMARY KEY,
     first_sent_at INTEGER NOT NULL
   );
   CREATE TABLE text_replies (
     id INTEGER PRIMARY KEY,
     from_e164 TEXT NOT NULL,
     body TEXT NOT NULL,
     received_at INTEGER NOT NULL,
     message_sid TEXT UNIQUE
   );`,
  // 6. What a call was and achieved: its type and the caller's number (phone calls), the
  //    analysis's outcome, interest and follow-up, and the recording's link.
  `ALTER TABLE calls ADD COLUMN call_type TEXT;
   ALTER TABLE calls ADD COLUMN caller_number TEXT;
   ALTER TABLE calls ADD COLUMN outcome TEXT;
   ALTER TABLE calls ADD COLUMN service_interest TEXT;
   ALTER TABLE calls ADD COLUMN follow_up INTEGER;
   ALTER TABLE calls ADD COLUMN follow_up_reason TEXT;
   ALTER TABLE calls ADD COLUMN recording_url TEXT;
   CREATE INDEX calls_follow_up ON calls (follow_up);`,
  // 7. The owner's sign-in: one-time codes sent by e-mail (stored as a salted SHA-256, with
  //    their tries) and server-side sessions (the cookie's token stored as a SHA-256 only).
  `CREATE TABLE sign_in_codes (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     code_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     tries INTEGER NOT NULL DEFAULT 0,
     closed_at INTEGER
   );
   CREATE INDEX sign_in_codes_email ON sign_in_codes (email, created_at);
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     seen_at INTEGER NOT NULL,
     ended_at INTEGER
   );
   CREATE INDEX sessions_email ON sessions (email);`,
  // 8. The owner's passkeys (WebAuthn credentials: id, public key, signature counter), and the
  //    challenges issued for them, each good once and for a few minutes; and the owner's marks
  //    on a day's visits (done, skipped).
  `CREATE TABLE passkeys (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     public_key BLOB NOT NULL,
     counter INTEGER NOT NULL,
     transports TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE INDEX passkeys_email ON passkeys (email);
   CREATE TABLE passkey_challenges (
     challenge TEXT PRIMARY KEY,
     email TEXT,
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE visit_marks (
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     date TEXT NOT NULL,
     mark TEXT NOT NULL CHECK (mark IN ('done', 'skipped')),
     at INTEGER NOT NULL,
     PRIMARY KEY (booking_id, date)
   );`,
  // 9. Where the owner is with each lead (new, contacted, booked, lost), and their notes on it.
  `ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'booked', 'lost'));
   CREATE TABLE lead_notes (
     id INTEGER PRIMARY KEY,
     lead_id TEXT NOT NULL REFERENCES leads (id),
     at INTEGER NOT NULL,
     text TEXT NOT NULL
   );
   CREATE INDEX lead_notes_lead ON lead_notes (lead_id, at);`,
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
  // 19. Payments as Stripe's facts. A payment's state is worked out from them (and may now be
  //     'processing': a bank debit under way): the Checkout sessions this server made (one open
  //     at a time per booking, reused until it expires); a membership's invoices, each moving only
  //     forward (declined, then paid); every charge with the payment intent it was taken by; every
  //     refund Stripe made, by its payment intent, whether or not its charge is known yet; the
  //     share of the clean a cancel gives back (decided when the booking is cancelled, whenever
  //     its charges come to be known); the refunds asked of Stripe; and what the nightly check
  //     against Stripe could not explain.
  `CREATE TABLE payments_next (
     booking_id TEXT PRIMARY KEY REFERENCES bookings (id),
     state TEXT NOT NULL CHECK (state IN ('due', 'processing', 'card-on-file', 'paid', 'failed', 'refunded')),
     amount_cents INTEGER NOT NULL,
     taken_cents INTEGER NOT NULL,
     customer_id TEXT,
     subscription_id TEXT,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     paid_at INTEGER,
     reminded_at INTEGER,
     cancel_refund_percent INTEGER CHECK (cancel_refund_percent BETWEEN 0 AND 100)
   );
   INSERT INTO payments_next (booking_id, state, amount_cents, taken_cents, customer_id, subscription_id, created_at, updated_at, paid_at, reminded_at)
     SELECT booking_id, state, amount_cents, taken_cents, customer_id, subscription_id, created_at, updated_at, paid_at, reminded_at
     FROM payments;
   CREATE TABLE checkout_sessions (
     id TEXT PRIMARY KEY,
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     amount_cents INTEGER NOT NULL,
     url TEXT,
     first_visit TEXT,
     charged_now INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('open', 'complete', 'expired')),
     paid TEXT CHECK (paid IN ('paid', 'processing', 'failed')),
     payment_intent TEXT,
     subscription_id TEXT,
     duplicate INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX checkout_sessions_subscription ON checkout_sessions (subscription_id);
   CREATE INDEX checkout_sessions_booking ON checkout_sessions (booking_id, created_at);
   INSERT INTO checkout_sessions (id, booking_id, amount_cents, created_at, expires_at, status, paid)
     SELECT checkout_session_id, booking_id, amount_cents, updated_at, updated_at,
            CASE WHEN state = 'due' THEN 'expired' ELSE 'complete' END,
            CASE WHEN state IN ('paid', 'refunded') THEN 'paid' END
     FROM payments WHERE checkout_session_id IS NOT NULL;
   ALTER TABLE payment_charges ADD COLUMN payment_intent TEXT;
   ALTER TABLE payment_charges ADD COLUMN invoice_id TEXT;
   ALTER TABLE payment_charges ADD COLUMN purpose TEXT NOT NULL DEFAULT 'clean' CHECK (purpose IN ('clean', 'fee'));
   ALTER TABLE payment_charges ADD COLUMN visit_id TEXT;
   UPDATE payment_charges SET payment_intent = ref WHERE kind = 'charge' AND ref LIKE 'pi_%';
   UPDATE payment_charges SET invoice_id = ref WHERE kind = 'charge' AND ref LIKE 'in_%';
   UPDATE payment_charges SET payment_intent = (SELECT payment_intent_id FROM payments p WHERE p.booking_id = payment_charges.booking_id)
     WHERE kind = 'refund';
   CREATE TABLE stripe_refunds (
     id TEXT PRIMARY KEY,
     payment_intent TEXT NOT NULL,
     amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
     status TEXT NOT NULL,
     at INTEGER NOT NULL
   );
   CREATE INDEX stripe_refunds_intent ON stripe_refunds (payment_intent);
   INSERT INTO stripe_refunds (id, payment_intent, amount_cents, status, at)
     SELECT ref, payment_intent, -amount_cents, 'succeeded', at FROM payment_charges WHERE kind = 'refund' AND payment_intent IS NOT NULL;
   DELETE FROM payment_charges WHERE kind = 'refund';
   CREATE INDEX payment_charges_intent ON payment_charges (payment_intent);
   CREATE INDEX payment_charges_booking ON payment_charges (booking_id);
   DROP TABLE payments;
   ALTER TABLE payments_next RENAME TO payments;
   CREATE INDEX payments_subscription ON payments (subscription_id);
   CREATE TABLE stripe_invoices (
     id TEXT PRIMARY KEY,
     subscription_id TEXT NOT NULL,
     created INTEGER NOT NULL,
     amount_cents INTEGER NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('failed', 'paid')),
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX stripe_invoices_subscription ON stripe_invoices (subscription_id, created);
   CREATE TABLE refund_requests (
     id INTEGER PRIMARY KEY,
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     charge_ref TEXT NOT NULL,
     cents INTEGER NOT NULL CHECK (cents > 0),
     why TEXT NOT NULL CHECK (why IN ('cancel', 'owner', 'duplicate', 'fee-corrected')),
     at INTEGER NOT NULL,
     refund_id TEXT,
     failed_at INTEGER
   );
   CREATE INDEX refund_requests_charge ON refund_requests (charge_ref);
   CREATE TABLE payment_problems (
     key TEXT PRIMARY KEY,
     booking_id TEXT,
     text TEXT NOT NULL,
     found_at INTEGER NOT NULL,
     seen_at INTEGER NOT NULL
   );`,
  // 20. A visit's state is one of its known states, as every other state column is (the table
  //     rebuilt with the CHECK; its rows and indexes as they were).
  `CREATE TABLE visits_next (
     id TEXT PRIMARY KEY,
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     slot TEXT NOT NULL,
     date TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('scheduled', 'done', 'skipped', 'not-out', 'no-access', 'cancelled', 'held', 'paused')),
     moved_from TEXT,
     changed_at INTEGER NOT NULL,
     changed_by TEXT NOT NULL CHECK (changed_by IN ('customer', 'receptionist', 'owner', 'system')),
     deep_clean INTEGER NOT NULL DEFAULT 0,
     note TEXT,
     UNIQUE (booking_id, slot)
   );
   INSERT INTO visits_next (id, booking_id, slot, date, state, moved_from, changed_at, changed_by, deep_clean, note)
     SELECT id, booking_id, slot, date, state, moved_from, changed_at, changed_by, deep_clean, note FROM visits;
   DROP TABLE visits;
   ALTER TABLE visits_next RENAME TO visits;
   CREATE INDEX visits_date ON visits (date, state);`,
];
