// Steps 1 to 9: leads and calls with one outbox for every destination, bookings, texts, the
// owner's sign-in and passkeys, the owner's notes on leads.
import { toE164 } from '../../../common/mobile-e164.ts';
import type { Migration } from '../../platform/db/steps/migration.ts';

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

export const FIRST_STEPS: Migration[] = [
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
];
