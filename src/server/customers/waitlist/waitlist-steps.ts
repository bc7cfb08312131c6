// The waiting list's table: a visitor outside the area, their zip, how to tell them (a mobile, an
// e-mail or both) with the words they agreed to and when, from where, and when they were told.
import type { Migration } from '../../platform/db/steps/migration.ts';

export const WAITLIST_STEPS: Migration[] = [
  `CREATE TABLE waitlist (
     id TEXT PRIMARY KEY,
     zip TEXT NOT NULL,
     mobile_e164 TEXT,
     email TEXT,
     language TEXT NOT NULL REFERENCES languages (code),
     consent_text TEXT NOT NULL,
     consent_at INTEGER NOT NULL,
     ip TEXT NOT NULL,
     page_url TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     told_at INTEGER,
     CHECK (mobile_e164 IS NOT NULL OR email IS NOT NULL)
   );
   -- One place in the list a zip and a way to reach someone: asked twice, kept once.
   CREATE UNIQUE INDEX waitlist_once ON waitlist (zip, coalesce(mobile_e164, ''), coalesce(lower(email), ''));
   CREATE INDEX waitlist_waiting ON waitlist (zip) WHERE told_at IS NULL;`,
];
