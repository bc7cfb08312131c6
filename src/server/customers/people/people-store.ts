// One record per person: the same mobile (however it was written: leads keep it as E.164), or
// without one the same e-mail, across every lead they made, whichever way it came. The database
// keeps it in step with the leads (a trigger in the lead's own transaction); the owner keeps a note
// on it. The owner's list of customers reads it a page at a time, the most recent first.
import { cursorOf, pageOf, positionOf, type Page } from '../../../common/paging.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordOf } from '../../platform/db/record-of.ts';

export interface Person {
  key: string;
  name: string;
  mobileE164: string | null;
  email: string;
  street: string;
  zip: string;
  firstAt: number;
  lastAt: number;
  note: string;
  row: number;
}

interface Row {
  key: string;
  name: string;
  mobile_e164: string | null;
  email: string;
  street: string;
  zip: string;
  first_at: number;
  last_at: number;
  note: string;
  r: number;
}

const personOf = (r: Row): Person => ({
  key: r.key,
  name: r.name,
  mobileE164: r.mobile_e164,
  email: r.email,
  street: r.street,
  zip: r.zip,
  firstAt: r.first_at,
  lastAt: r.last_at,
  note: r.note,
  row: r.r,
});

/** The key of the person a mobile (E.164) or, without one, an e-mail names: what the database keys them by. */
export const personKey = (mobileE164: string | null, email: string) => (mobileE164 ? `m:${mobileE164}` : `e:${email.trim().toLowerCase()}`);

export class PeopleStore {
  private readonly statements;

  constructor(db: Db) {
    this.statements = {
      get: db.prepare<[string], Row>('SELECT rowid AS r, * FROM people WHERE key = ?'),
      page: db.prepare<{ at: number | null; row: number | null; limit: number }, Row>(
        `SELECT rowid AS r, * FROM people WHERE @at IS NULL OR last_at < @at OR (last_at = @at AND rowid < @row)
         ORDER BY last_at DESC, rowid DESC LIMIT @limit`,
      ),
      note: db.prepare<[string, string]>('UPDATE people SET note = ? WHERE key = ?'),
    };
  }

  get(key: string): Person | undefined {
    return recordOf(this.statements.get.get(key), personOf);
  }

  /** A page of people, the most recent first, and the cursor of the next. */
  page({ before, limit = 50 }: { before?: string | undefined; limit?: number } = {}): Page<Person> {
    const from = positionOf(before);
    const read = this.statements.page.all({ at: from?.at ?? null, row: from?.row ?? null, limit: limit + 1 }).map(personOf);
    return pageOf(read, limit, (last) => cursorOf(last.lastAt, last.row));
  }

  /** The owner's note on a person; false when there is no such person. */
  setNote(key: string, note: string): boolean {
    return this.statements.note.run(note, key).changes > 0;
  }
}
