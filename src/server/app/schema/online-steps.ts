// Steps from 25: a language as data; booking online, without the receptionist.
import type { Migration } from '../../platform/db/steps/migration.ts';
import { rebuild } from '../../platform/db/steps/rebuild.ts';

/** The language columns, each once held to a CHECK of the two codes spelled out. */
const LANGUAGE_COLUMNS = ['leads', 'phone_codes'];

export const ONLINE_STEPS: Migration[] = [
  // 25. A language is data: the languages the business speaks are rows of `languages` (the server
  //     writes LANGUAGES there at every start), and each language column refers to it, where a
  //     CHECK once spelled out 'en' and 'es': adding a language changes no table.
  (db) => {
    db.exec("CREATE TABLE languages (code TEXT PRIMARY KEY) WITHOUT ROWID; INSERT INTO languages (code) VALUES ('en'), ('es');");
    for (const table of LANGUAGE_COLUMNS)
      rebuild(db, table, (sql) => sql.replace(/CHECK \(language IN \('en', 'es'\)\)/, 'REFERENCES languages (code)'));
  },
  // 26. A visitor's booking on the web page, step by step: what they entered so far (JSON), its
  //     language, the lead it was made from (a contact form's, its link texted) or made for, the
  //     booking once made, and the connection that made it (a day's bookings per IP are counted).
  //     Gone when it expires. Its links: each a token kept only as its hash; one texted to a
  //     number proves that number (it reached that phone), one shown on a screen proves nothing.
  `CREATE TABLE book_drafts (
     id TEXT PRIMARY KEY,
     language TEXT NOT NULL REFERENCES languages (code),
     fields TEXT NOT NULL,
     lead_id TEXT REFERENCES leads (id) ON DELETE SET NULL,
     booking_id TEXT REFERENCES bookings (id) ON DELETE SET NULL,
     outcome TEXT CHECK (outcome IN ('booked', 'held', 'left')),
     code_to TEXT,
     ip TEXT,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE UNIQUE INDEX book_drafts_by_lead ON book_drafts (lead_id) WHERE lead_id IS NOT NULL;
   CREATE INDEX book_drafts_booked_by_ip ON book_drafts (ip, updated_at) WHERE booking_id IS NOT NULL;
   CREATE INDEX book_drafts_expiry ON book_drafts (expires_at);
   CREATE TABLE book_draft_links (
     token_hash TEXT PRIMARY KEY,
     draft_id TEXT NOT NULL REFERENCES book_drafts (id) ON DELETE CASCADE,
     proves_e164 TEXT,
     texted_at INTEGER
   );
   CREATE INDEX book_draft_links_by_draft ON book_draft_links (draft_id);
   CREATE INDEX book_draft_links_texted ON book_draft_links (proves_e164, texted_at) WHERE texted_at IS NOT NULL;`,
];
