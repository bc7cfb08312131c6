// The outbox subjects about visits that hold two things, written where they are queued and read
// where their messages are composed (notices/) by the same codec.
import type { Subject } from '../../platform/outbox/deliveries.ts';
import { pairId, partsId } from '../../platform/outbox/subject-ids.ts';

/** A visit as its mark's subjects read it: the mark, and when it was made. */
type Marked = { id: string; state: string; changedAt: number };

/**
 * A mark at the curb told to the customer: the visit, the mark it tells of and when it was made.
 * A corrected mark is its own, and so is a mark cleared and made again later: each mark that
 * stands when its delay ends is told once.
 */
export const VISIT_MARK_ID = partsId('visitId', 'mark', 'at');
export const visitMarkSubject = (visit: Marked): Subject => ({
  kind: 'visit-mark',
  id: VISIT_MARK_ID.encode({ visitId: visit.id, mark: visit.state, at: String(visit.changedAt) }),
});

/** Whether a mark's subject still tells of the visit's mark as it stands ('' is an older subject, without the time). */
export const markStands = (visit: Marked, subject: { mark?: string; at: string }) =>
  (subject.mark === undefined || visit.state === subject.mark) && (subject.at === '' || String(visit.changedAt) === subject.at);

/** A visit's day-before text: the visit, and the date it was for (a visit moved to another day gets its own). */
export const VISIT_REMINDER_ID = pairId('visitId', 'date');
export const visitReminderSubject = (visitId: string, date: string): Subject => ({
  kind: 'visit-reminder',
  id: VISIT_REMINDER_ID.encode({ visitId, date }),
});

/** The owner's update about a change to a day whose list went out: the change and the day. */
export const DAY_UPDATE_ID = pairId('changeId', 'date');
