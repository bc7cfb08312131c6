// The outbox subjects about visits that hold two things, written where they are queued and read
// where their messages are composed (notices/) by the same codec.
import type { Subject } from '../outbox/deliveries.ts';
import { pairId } from '../outbox/subject-ids.ts';

/** A mark at the curb told to the customer: the visit, and the mark it tells of (a corrected mark is its own). */
export const VISIT_MARK_ID = pairId('visitId', 'mark');
export const visitMarkSubject = (visit: { id: string; state: string }): Subject => ({
  kind: 'visit-mark',
  id: VISIT_MARK_ID.encode({ visitId: visit.id, mark: visit.state }),
});

/** A visit's day-before text: the visit, and the date it was for (a visit moved to another day gets its own). */
export const VISIT_REMINDER_ID = pairId('visitId', 'date');
export const visitReminderSubject = (visitId: string, date: string): Subject => ({
  kind: 'visit-reminder',
  id: VISIT_REMINDER_ID.encode({ visitId, date }),
});

/** The owner's update about a change to a day whose list went out: the change and the day. */
export const DAY_UPDATE_ID = pairId('changeId', 'date');
