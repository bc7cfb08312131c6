// The owner's commands open the server's own database (safe while the server runs: SQLite WAL)
// with the same stores the server uses. With `email` on (SMTP_URL set, as for the server), a
// booking made here queues its customer's confirmation, which the running server's relay sends.
import { systemClock, type Clock } from '../clock/clock.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { openStores, type Stores } from '../stores.ts';

/** Opens the stores, runs `use`, and always closes the database. */
export async function withStores<T>(
  dataDir: string,
  use: (stores: Stores & { db: Db }) => T | Promise<T>,
  clock: Clock = systemClock,
  email = false,
): Promise<T> {
  const db = openDatabase(dataDir);
  try {
    return await use({ db, ...openStores(db, { clock, email }) });
  } finally {
    db.close();
  }
}
