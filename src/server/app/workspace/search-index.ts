// Search from anywhere in the inbox: one FTS5 index the database keeps in step with the records
// (people, bookings by their code, accounts), asked with each word typed as a prefix ('jor pea'
// finds Jordan Peachtree; '404555' a mobile written any way), ranked by bm25, at most 12 found.
import type { Db } from '../../platform/db/database.ts';

export type Found = { kind: 'person' | 'booking' | 'account'; ref: string; title: string; words: string };

/** The words typed as an FTS5 query: each a quoted prefix; a mobile's digits as one word however it was written. */
export function searchQuery(typed: string): string | undefined {
  const digits = typed.replace(/\D/g, '');
  // A phone number (digits with its brackets, dashes, dots, spaces and +): search by the digits alone.
  // A word with letters in it (a booking's code, '2K3456') is a word, however many digits it has.
  const words = digits.length >= 3 && /^[\d\s()+.-]+$/.test(typed.trim()) ? [digits] : typed.split(/[^\p{L}\p{N}]+/u);
  const terms = words.filter((w) => w.length > 0).slice(0, 6);
  return terms.length ? terms.map((w) => `"${w.replaceAll('"', '')}"*`).join(' ') : undefined;
}

export class SearchIndex {
  private readonly statement;

  constructor(db: Db) {
    this.statement = db.prepare<[string, number], Found>(
      'SELECT kind, ref, title, words FROM search_index WHERE search_index MATCH ? ORDER BY bm25(search_index, 0, 0, 4, 1) LIMIT ?',
    );
  }

  /** What the typed words find, the best first. */
  find(typed: string, limit = 12): Found[] {
    const query = searchQuery(typed);
    return query ? this.statement.all(query, limit) : [];
  }

  /** How the database answers a query (EXPLAIN QUERY PLAN), for the bench's record. */
  static plan(db: Db, typed: string): string[] {
    return db
      .prepare<[string, number], { detail: string }>(
        'EXPLAIN QUERY PLAN SELECT kind, ref, title, words FROM search_index WHERE search_index MATCH ? ORDER BY bm25(search_index, 0, 0, 4, 1) LIMIT ?',
      )
      .all(searchQuery(typed) ?? '""', 12)
      .map((row) => row.detail);
  }
}
