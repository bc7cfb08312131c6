// Lists the owner reads come a page at a time, newest first: each answer carries the cursor of
// the page after it (null at the end), so no answer holds every row.

/** A page: the rows and the cursor for the next, older page (null at the end). */
export interface Page<T> {
  rows: T[];
  next: string | null;
}

/**
 * A page from the `limit + 1` rows a query read: the first `limit`, and the cursor after the last
 * of them when there was one more (the list goes on).
 */
export function pageOf<R>(read: R[], limit: number, cursorAfter: (last: R) => string): Page<R> {
  const rows = read.slice(0, limit);
  return { rows, next: read.length > limit ? cursorAfter(rows.at(-1)!) : null };
}

/** A position in a list ordered by time then row: 'time.row', what `before` takes back. */
export const cursorOf = (at: number, row: number) => `${at}.${row}`;

/** The position a cursor names, or null for none (or one not well formed: the first page). */
export function positionOf(cursor: string | null | undefined): { at: number; row: number } | null {
  const found = /^(\d{1,15})\.(\d{1,15})$/.exec(cursor ?? '');
  return found ? { at: Number(found[1]), row: Number(found[2]) } : null;
}

/** The owner's query's cursor: digits and a dot; anything else is dropped for the first page. */
export const CURSOR_PATTERN = /^\d{1,15}(\.\d{1,15})?$/;
