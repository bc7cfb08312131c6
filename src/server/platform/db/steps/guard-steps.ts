// Steps for the guards against texts and bills turned against the business: every text nobody
// asked for (a code, a booking link, a call back's word) kept with the number and the address
// that asked, so one budget counts them all.
import type { Migration } from './migration.ts';

export const GUARD_STEPS: Migration[] = [
  `CREATE TABLE unasked_texts (
     id INTEGER PRIMARY KEY,
     kind TEXT NOT NULL,
     phone_e164 TEXT NOT NULL,
     address TEXT,
     at INTEGER NOT NULL,
     refused TEXT CHECK (refused IN ('number', 'address', 'business'))
   );
   CREATE INDEX unasked_texts_phone ON unasked_texts (phone_e164, at);
   CREATE INDEX unasked_texts_address ON unasked_texts (address, at);
   CREATE INDEX unasked_texts_at ON unasked_texts (at);`,
];
