// Steps for commercial accounts: a proposal in versions (what was sent is never changed; a change
// is a new version), the account its acceptance made, each of its addresses a booking of its own
// (a stop on the route like a membership's), and one invoice per account and month.
import type { Migration } from '../../platform/db/steps/migration.ts';
import { rebuild } from '../../platform/db/steps/rebuild.ts';

export const ACCOUNT_STEPS: Migration[] = [
  `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        -- The proposal (all its versions) that made it: accepting twice makes one account.
        family TEXT NOT NULL UNIQUE,
        lead_id TEXT NOT NULL REFERENCES leads (id),
        business TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'ended')),
        -- Its last day of service once it is ended (notice given).
        ends_on TEXT,
        stripe_customer TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE proposals (
        id TEXT PRIMARY KEY,
        family TEXT NOT NULL,
        version INTEGER NOT NULL,
        lead_id TEXT REFERENCES leads (id),
        account_id TEXT REFERENCES accounts (id),
        state TEXT NOT NULL CHECK (state IN ('draft', 'sent', 'accepted', 'replaced')),
        -- JSON: the account, its addresses, the price, the start date, the note.
        content TEXT NOT NULL,
        language TEXT NOT NULL REFERENCES languages (code),
        -- What the customer reads and signs, as sent, and its SHA-256.
        shown TEXT,
        fingerprint TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        sent_at INTEGER,
        reminded_at INTEGER,
        accepted_name TEXT,
        accepted_at INTEGER,
        accepted_ip TEXT,
        accepted_agent TEXT,
        UNIQUE (family, version)
      );
      CREATE INDEX proposals_listed ON proposals (updated_at, id);
      CREATE INDEX proposals_waiting ON proposals (state, sent_at);
      -- Each message's link to a proposal: a token kept only as its hash.
      CREATE TABLE proposal_links (
        token_hash TEXT PRIMARY KEY,
        proposal_id TEXT NOT NULL REFERENCES proposals (id),
        issued_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE proposal_messages (
        id INTEGER PRIMARY KEY,
        proposal_id TEXT NOT NULL REFERENCES proposals (id),
        body TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX proposal_messages_proposal ON proposal_messages (proposal_id);
      CREATE TABLE account_invoices (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        -- 'YYYY-MM': the month whose visits it bills.
        month TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'open', 'paid', 'void', 'uncollectible')),
        -- JSON: each line as billed.
        lines TEXT NOT NULL,
        total_cents INTEGER NOT NULL,
        paid_cents INTEGER NOT NULL DEFAULT 0,
        stripe_invoice TEXT UNIQUE,
        number TEXT,
        hosted_url TEXT,
        due_at INTEGER,
        reminders INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (account_id, month)
      );
      CREATE INDEX account_invoices_open ON account_invoices (state, due_at);
      -- The months whose invoices were made: once each, whatever restarts.
      CREATE TABLE account_billing_runs (month TEXT PRIMARY KEY, at INTEGER NOT NULL) WITHOUT ROWID;
  `,
  // An account's address is a booking of its own: the account, its name and its street and zip
  // (a household's are its lead's), and as many carts as it has.
  (db) => {
    db.exec(`
      ALTER TABLE bookings ADD COLUMN account_id TEXT REFERENCES accounts (id);
      ALTER TABLE bookings ADD COLUMN site_name TEXT;
      ALTER TABLE bookings ADD COLUMN site_street TEXT;
      ALTER TABLE bookings ADD COLUMN site_zip TEXT;
      CREATE TABLE account_sites (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        booking_id TEXT NOT NULL UNIQUE REFERENCES bookings (id),
        proposal_id TEXT NOT NULL REFERENCES proposals (id),
        cents_per_cart INTEGER NOT NULL,
        added_at INTEGER NOT NULL
      );
      CREATE INDEX account_sites_account ON account_sites (account_id);
    `);
    // A household counts 1 to 6 cans; an account's address as many carts as it has.
    rebuild(db, 'bookings', (sql) =>
      sql.replace('CHECK (cans BETWEEN 1 AND 6)', 'CHECK (cans >= 1 AND (cans <= 6 OR account_id IS NOT NULL))'),
    );
    db.exec('CREATE INDEX bookings_account ON bookings (account_id) WHERE account_id IS NOT NULL');
  },
];
