// A call back asked for on the site: the visitor's click is their consent to an AI voice calling
// their mobile, so its words, time, number and address are kept with what Ava is told, and when
// the call was placed (or why it was not). One per lead.
import type { Migration } from '../../platform/db/steps/migration.ts';

export const CALL_BACK_STEPS: Migration[] = [
  `CREATE TABLE call_backs (
     id TEXT PRIMARY KEY,
     lead_id TEXT NOT NULL UNIQUE,
     number TEXT NOT NULL,
     language TEXT NOT NULL,
     words TEXT NOT NULL,
     asked_at INTEGER NOT NULL,
     ip TEXT,
     user_agent TEXT,
     page_url TEXT,
     about TEXT NOT NULL,
     due_at INTEGER NOT NULL,
     placed_at INTEGER,
     call_id TEXT,
     refused TEXT
   );
   CREATE INDEX call_backs_number ON call_backs (number);`,
];
