// For tests: a real database (same file format, WAL, migrations) in a fresh temporary DATA_DIR,
// removed again by close(). Every store test opens its database this way.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../platform/db/database.ts';
import { openBusinessDatabase } from './schema-history.ts';

export interface TempDatabase {
  db: Db;
  dir: string;
  /** Closes the database (if still open) and removes its directory. */
  close: () => void;
}

export function openTempDatabase(dir = mkdtempSync(join(tmpdir(), 'canfresh-db-'))): TempDatabase {
  const db = openBusinessDatabase(dir);
  return {
    db,
    dir,
    close: () => {
      if (db.open) db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
