// A customer's visits the crew came for (done, cans not out, no access, skipped at the curb)
// before today across their bookings, the latest first, a page at a time: what their account
// lists, however many years of visits they have.
import { pageOf, type Page } from '../../../common/paging.ts';
import type { Db } from '../../platform/db/database.ts';
import { visitOf, type VisitRow } from './booking-row-shapes.ts';
import type { Visit } from './booking-types.ts';

/** A page's cursor: the date and id of the last visit on the page before ('2026-11-25.<id>'). */
const CURSOR = /^(\d{4}-\d{2}-\d{2})\.([\w-]{1,64})$/;

export class VisitHistory {
  private readonly past;

  constructor(db: Db) {
    this.past = db.prepare<{ ids: string; today: string; date: string | null; id: string | null; limit: number }, VisitRow>(
      `SELECT * FROM visits WHERE booking_id IN (SELECT value FROM json_each(@ids)) AND date < @today
         AND state IN ('done', 'not-out', 'no-access', 'skipped')
         AND (@date IS NULL OR date < @date OR (date = @date AND id < @id))
       ORDER BY date DESC, id DESC LIMIT @limit`,
    );
  }

  /** The visits before `today` of these bookings, after the cursor given (none: the latest). */
  before(bookingIds: readonly string[], today: string, cursor: string | undefined, limit = 20): Page<Visit> {
    const [, date = null, id = null] = CURSOR.exec(cursor ?? '') ?? [];
    const read = this.past.all({ ids: JSON.stringify(bookingIds), today, date, id, limit: limit + 1 }).map(visitOf);
    return pageOf(read, limit, (last) => `${last.date}.${last.id}`);
  }
}
