// The leads database: SQLite in WAL mode with synchronous=FULL, so a committed lead
// survives a crash or power loss. One file in DATA_DIR; the schema migrates forward by user_version
// (each step in one transaction, so an interrupted upgrade leaves the previous version intact).
import { accessSync, constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** A delivery's attempt state: the same columns in the first outbox and in today's. */
const DELIVERY_STATE = `
     state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     window_started_at INTEGER NOT NULL,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     last_status INTEGER,
     delivered_at INTEGER`;

export const MIGRATIONS = [
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
  // Call records, and one outbox for every destination: each delivery (a lead to the webhook, a
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
   INSERT INTO deliveries (channel, lead_id, state, attempts, window_started_at, next_attempt_at, last_error, last_status, delivered_at)
     SELECT 'webhook', lead_id, state, attempts, window_started_at, next_attempt_at, last_error, last_status, delivered_at FROM outbox;
   DROP TABLE outbox;`,
];

export class DataDirError extends Error {}

/** Opens (creating if needed) DATA_DIR/leads.db; a directory that cannot be written is a clear error, not a crash later. */
export function openDatabase(dataDir: string, file = 'leads.db'): Db {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    throw new DataDirError(`DATA_DIR ${dataDir} is not a writable directory: ${(error as Error).message}`);
  }
  let db: Db;
  try {
    db = new Database(join(dataDir, file));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db);
  } catch (error) {
    throw new DataDirError(`cannot open the leads database in ${dataDir}: ${(error as Error).message}`);
  }
  return db;
}

function migrate(db: Db) {
  const version = db.pragma('user_version', { simple: true }) as number;
  for (let v = version; v < MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v]!);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}
