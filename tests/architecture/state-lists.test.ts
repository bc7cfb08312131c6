// Every state list is declared once in common/ and the database allows exactly those: the SQL
// CHECK of each state column, read back from the migrated schema, is the list the code uses.
import { expect, it } from 'vitest';
import { LANGUAGES } from '../../src/common/languages.ts';
import { LEAD_STATUSES } from '../../src/common/owner-inbox.ts';
import { PAYMENT_STATES } from '../../src/common/payment-states.ts';
import { BOOKING_STATUSES, VISIT_MARKS, VISIT_STATES } from '../../src/common/visit-states.ts';
import { openTempDatabase } from '../../src/server/app/schema/temp-database.ts';
import { ACCOUNT_STATUSES, INVOICE_STATES, PROPOSAL_STATES } from '../../src/common/owner-accounts.ts';

/** Each `column TEXT NOT NULL CHECK (column IN (...))` of the schema, by table and column. */
function checkedColumns(): Map<string, string[]> {
  const { db, close } = openTempDatabase();
  try {
    const found = new Map<string, string[]>();
    for (const { name, sql } of db
      .prepare<[], { name: string; sql: string }>("SELECT name, sql FROM sqlite_master WHERE type = 'table'")
      .all())
      for (const [, column, list] of sql.matchAll(/(\w+) TEXT NOT NULL(?: DEFAULT '[\w-]+')? CHECK \(\w+ IN \(([^)]*)\)\)/g))
        found.set(
          `${name}.${column}`,
          [...list!.matchAll(/'([^']*)'/g)].map((m) => m[1]!),
        );
    return found;
  } finally {
    close();
  }
}

it('the states the code declares are the states the database allows', () => {
  const columns = checkedColumns();
  const same = (column: string, list: readonly string[]) => expect(new Set(columns.get(column)), column).toEqual(new Set(list));
  same('visits.state', VISIT_STATES);
  same('bookings.status', BOOKING_STATUSES);
  same('payments.state', PAYMENT_STATES);
  same('leads.status', LEAD_STATUSES);
  same('proposals.state', PROPOSAL_STATES);
  same('accounts.status', ACCOUNT_STATUSES);
  same('account_invoices.state', INVOICE_STATES);
  // The marks are visit states the crew sets.
  for (const mark of VISIT_MARKS) expect(VISIT_STATES).toContain(mark);
});

it('the languages the code speaks are the rows every language column refers to', () => {
  const { db, close } = openTempDatabase();
  try {
    const rows = db.prepare<[], { code: string }>('SELECT code FROM languages').all();
    expect(new Set(rows.map((row) => row.code))).toEqual(new Set(LANGUAGES));
    for (const table of ['leads', 'phone_codes', 'book_drafts']) {
      const keys = db.prepare<[], { from: string; table: string }>(`PRAGMA foreign_key_list(${table})`).all();
      expect(
        keys.filter((key) => key.from === 'language').map((key) => key.table),
        table,
      ).toEqual(['languages']);
    }
    // A language the business does not speak is refused by the database itself.
    expect(() =>
      db
        .prepare(
          "INSERT INTO phone_codes (id, phone_e164, conversation, code_hash, created_at, expires_at, language) VALUES ('x', '+1', 'c', 'h', 0, 1, 'xx')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
  } finally {
    close();
  }
});
