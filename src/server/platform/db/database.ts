// The server's one database: SQLite in WAL mode with synchronous=FULL, so a committed record
// survives a crash or power loss. One file in DATA_DIR (leads.db, its name since the first
// version); the schema moves forward through the steps of its history (the app composes it from
// each area's steps, app/schema/schema-history.ts), each in one transaction, so an interrupted
// upgrade leaves the previous version intact. Every transaction that writes
// begins IMMEDIATE (takes the write lock first, waiting up to busy_timeout): one that read first
// and then wrote would fail at once with 'database is locked' if another connection (Litestream,
// an owner's command) wrote meanwhile.
import { accessSync, constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { LANGUAGES } from '../../../common/languages.ts';
import type { Migration } from './steps/migration.ts';

export type Db = Database.Database;

export const DATABASE_FILE = 'leads.db';

export class DataDirError extends Error {}

/**
 * Opens (creating if needed) DATA_DIR/leads.db; a directory that cannot be written is a clear
 * error, not a crash later. Replicated (streamed by Litestream), it leaves checkpoints to
 * Litestream: a checkpoint of ours could race Litestream's read of the log and cost a fresh
 * snapshot of the whole database (Litestream's own advice for servers that write often).
 */
export interface OpenOptions {
  /** The schema's steps, oldest first. */
  history: Migration[];
  file?: string;
  replicated?: boolean;
}

export function openDatabase(dataDir: string, { history, file = DATABASE_FILE, replicated = false }: OpenOptions): Db {
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
    // Litestream holds a read lock while it copies the log: writers wait for it, up to 5 s.
    db.pragma('busy_timeout = 5000');
    if (replicated) db.pragma('wal_autocheckpoint = 0');
    // An upgrade of many steps leaves their pages in the log; folding them into the file at once
    // keeps the log small on a small disk (unreplicated only: Litestream owns the checkpoints).
    if (migrate(db, history) && !replicated) db.pragma('wal_checkpoint(TRUNCATE)');
    // The languages the business speaks now: a new one in the list is a row here, and no table changes.
    const speak = db.prepare<[string]>('INSERT OR IGNORE INTO languages (code) VALUES (?)');
    for (const language of LANGUAGES) speak.run(language);
    db.pragma('foreign_keys = ON');
  } catch (error) {
    throw new DataDirError(`cannot open the leads database in ${dataDir}: ${(error as Error).message}`);
  }
  return db;
}

/**
 * Takes every step not yet taken. Foreign keys are off while a step rebuilds a table (SQLite's
 * own procedure for schema changes) and checked before the step commits.
 */
export function migrate(db: Db, migrations: Migration[]): boolean {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version >= migrations.length) return false;
  db.pragma('foreign_keys = OFF');
  for (let v = version; v < migrations.length; v++) {
    const step = migrations[v]!;
    db.transaction(() => {
      if (typeof step === 'string') db.exec(step);
      else step(db);
      const broken = db.pragma('foreign_key_check') as unknown[];
      if (broken.length) throw new Error(`migration ${v + 1} left ${broken.length} broken references`);
      db.pragma(`user_version = ${v + 1}`);
    }).immediate();
  }
  return true;
}
