// A list the owner reads a page at a time, newest first: the first page comes (and refreshes)
// with the list's own data; older pages are asked for one at a time with the 'Older' button and
// kept below it until the search changes. No answer holds every row.
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

interface PageOf<Row> {
  rows: Row[];
  next: string | null;
}

export function useOlderPages<Row>(
  first: PageOf<Row> | null,
  fetchPage: (before: string) => Promise<PageOf<Row>>,
  keyOf: (row: Row) => string,
  /** The search the pages belong to: when it changes, the older pages go. */
  search = '',
) {
  // The older pages of the search they were asked for: another search starts from its first page.
  const [asked, setAsked] = useState<PageOf<Row> & { search: string }>();
  const [failed, setFailed] = useState<{ search: string; error: string }>();
  const older = asked?.search === search ? asked : null;
  const next = older ? older.next : (first?.next ?? null);
  const loadOlder = () => {
    if (!next) return;
    fetchPage(next)
      .then((page) => setAsked({ search, rows: [...(older?.rows ?? []), ...page.rows], next: page.next }))
      .catch((problem: Error) => setFailed({ search, error: problem.message }));
  };
  const error = failed?.search === search ? failed.error : '';
  // A row the refreshed first page holds now is shown there, not twice.
  const seen = new Set(first?.rows.map(keyOf));
  const rows = first ? [...first.rows, ...(older?.rows ?? []).filter((row) => !seen.has(keyOf(row)))] : [];
  return { rows, next, loadOlder, error };
}

/** The button under a list that asks for its next, older page; nothing at the list's end. */
export function OlderButton({ pages, children }: { pages: { next: string | null; loadOlder: () => void }; children: string }) {
  return pages.next ? (
    <Button type="button" variant="secondary" size="sm" className="mt-4" onClick={pages.loadOlder}>
      {children}
    </Button>
  ) : null;
}
