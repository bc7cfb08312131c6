// The owner's commands open the server's own database (safe while the server runs: SQLite WAL)
// with the same stores and the same channels the server uses: a booking made here queues its
// customer's e-mail, invitation and text, which the running server's relays send.
import { channelsFrom, type Channels } from '../wiring/channels.ts';
import { systemClock, type Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { loadEnv } from '../../env.ts';
import { openStores } from '../wiring/stores.ts';
import type { Stores } from '../wiring/store-set.ts';
import { openBusinessDatabase } from '../schema/schema-history.ts';

/** Where the records are and who is told of changes: the server's settings. */
export interface StoreTarget {
  dataDir: string;
  channels: Channels;
  /** Streamed by Litestream (BACKUP_URL): the commands leave checkpoints to it too. */
  replicated?: boolean;
}

/** The server's own target, read from the environment the way the server reads it. */
export function storeTargetFromEnv(source: NodeJS.ProcessEnv = process.env): StoreTarget {
  const env = loadEnv(source);
  return { dataDir: env.DATA_DIR, channels: channelsFrom(env), replicated: Boolean(env.BACKUP_URL) };
}

/** Opens the stores, runs `use`, and always closes the database. */
export async function withStores<T>(
  { dataDir, channels, replicated }: StoreTarget,
  use: (stores: Stores & { db: Db }) => T | Promise<T>,
  clock: Clock = systemClock,
): Promise<T> {
  const db = openBusinessDatabase(dataDir, { replicated });
  try {
    return await use({ db, ...openStores(db, { clock, channels }) });
  } finally {
    db.close();
  }
}
