// What the owner marked on a day's visits: done or skipped. One mark per visit (a booking on a
// date); marking again replaces it, and clearing removes it.
import type { Clock } from '../clock/clock.ts';
import type { LocalDate } from '../clock/business-calendar.ts';
import type { Db } from '../db/database.ts';

export const VISIT_MARKS = ['done', 'skipped'] as const;
export type VisitMark = (typeof VISIT_MARKS)[number];

export class VisitMarks {
  private readonly statements;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.statements = {
      onDate: db.prepare<[string], { booking_id: string; mark: VisitMark }>('SELECT booking_id, mark FROM visit_marks WHERE date = ?'),
      set: db.prepare<[string, string, VisitMark, number]>(
        `INSERT INTO visit_marks (booking_id, date, mark, at) VALUES (?, ?, ?, ?)
         ON CONFLICT (booking_id, date) DO UPDATE SET mark = excluded.mark, at = excluded.at`,
      ),
      clear: db.prepare<[string, string]>('DELETE FROM visit_marks WHERE booking_id = ? AND date = ?'),
    };
  }

  /** The marks on a date, by booking id. */
  on(date: LocalDate): Map<string, VisitMark> {
    return new Map(this.statements.onDate.all(date).map((row) => [row.booking_id, row.mark]));
  }

  /** The visits on a date already marked done. */
  doneOn(date: LocalDate): Set<string> {
    return new Set([...this.on(date)].filter(([, mark]) => mark === 'done').map(([id]) => id));
  }

  set(bookingId: string, date: LocalDate, mark: VisitMark | null) {
    if (mark) this.statements.set.run(bookingId, date, mark, this.clock.now());
    else this.statements.clear.run(bookingId, date);
  }
}
