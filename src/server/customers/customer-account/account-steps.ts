// A customer's own account: sessions of their own (never the owner's), each naming what its
// sign-in proved (a mobile by a texted code, an e-mail address by an e-mailed code, or both from
// one of their booking links); and the codes e-mailed to sign in, kept as salted hashes.
import type { Migration } from '../../platform/db/steps/migration.ts';

export const CUSTOMER_ACCOUNT_STEPS: Migration[] = [
  `CREATE TABLE customer_sessions (
     token_hash TEXT PRIMARY KEY,
     mobile_e164 TEXT,
     email TEXT,
     created_at INTEGER NOT NULL,
     seen_at INTEGER NOT NULL,
     ended_at INTEGER,
     CHECK (mobile_e164 IS NOT NULL OR email IS NOT NULL)
   );
   CREATE TABLE customer_email_codes (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     client TEXT NOT NULL,
     code_hash TEXT NOT NULL,
     language TEXT NOT NULL REFERENCES languages (code),
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     tries INTEGER NOT NULL DEFAULT 0,
     proven_at INTEGER,
     closed_at INTEGER
   );
   CREATE INDEX customer_email_codes_email ON customer_email_codes (email, created_at);
   CREATE INDEX customer_email_codes_client ON customer_email_codes (client, created_at);`,
];
