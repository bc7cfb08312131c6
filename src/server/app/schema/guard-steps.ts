// Steps for the guards against texts and bills turned against the business: every text nobody
// asked for (a code, a booking link, a call back's word) kept with the number and the address
// that asked, so one budget counts them all; and each account's visit kept with the invoice that
// billed it, so a visit marked after its month's invoice goes on the next one, and none twice.
import type { Migration } from '../../platform/db/steps/migration.ts';

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
  `CREATE TABLE invoiced_visits (
     visit_id TEXT PRIMARY KEY REFERENCES visits (id),
     invoice_id TEXT NOT NULL REFERENCES account_invoices (id)
   ) WITHOUT ROWID;
   -- The months already invoiced decided on their visits (billed, or left off as missed).
   INSERT INTO invoiced_visits (visit_id, invoice_id)
     SELECT v.id, i.id FROM visits v JOIN bookings b ON b.id = v.booking_id
       JOIN account_invoices i ON i.account_id = b.account_id AND i.month = substr(v.date, 1, 7)
     WHERE b.account_id IS NOT NULL;`,
];
