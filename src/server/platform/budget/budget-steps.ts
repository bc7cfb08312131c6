// Every message nobody asked for (a text's code or link, Ava's call back) kept in one ledger with
// the number it went to, the address that caused it and the door it came through (the site, a
// web call or chat, a phone call or text), so each budget counts its own share: the texts' table
// becomes the ledger of both ways out, its rows kept.
import type { Migration } from '../db/steps/migration.ts';

export const BUDGET_STEPS: Migration[] = [
  `CREATE TABLE unasked (
     id INTEGER PRIMARY KEY,
     way TEXT NOT NULL CHECK (way IN ('text', 'call')),
     kind TEXT NOT NULL,
     phone_e164 TEXT NOT NULL,
     address TEXT,
     door TEXT NOT NULL DEFAULT 'site',
     at INTEGER NOT NULL,
     refused TEXT
   );
   INSERT INTO unasked (way, kind, phone_e164, address, door, at, refused)
     SELECT 'text', kind, phone_e164, address, 'site', at, refused FROM unasked_texts ORDER BY id;
   DROP TABLE unasked_texts;
   CREATE INDEX unasked_phone ON unasked (way, phone_e164, at);
   CREATE INDEX unasked_address ON unasked (way, address, at);
   CREATE INDEX unasked_door ON unasked (way, door, at);
   CREATE INDEX unasked_at ON unasked (way, at);`,
  // A call back's time is told in the called number's own zone, read from its area code.
  `ALTER TABLE call_backs ADD COLUMN zone TEXT;`,
];
