// A mark at the curb, by the crew or the owner: refused when the visit is past the marking window
// (the rule beside the marks, customers/bookings/mark-window.ts), written on the visit (which
// tells the customer), and the stop's place learned from the phone's position with a mark that
// stands, or taken back when the mark is cleared.
import type { Fix, Role, StopMark } from '../../../common/owner-inbox.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import { lateMarkRefusal } from '../../customers/bookings/mark-window.ts';
import type { StopStore } from '../stops/stop-store.ts';

export interface MarkStop {
  mark: StopMark | null;
  note?: string | undefined;
  position?: Fix | undefined;
}

export type MarkStopResult = { ok: true } | { ok: false; problem: 'late' | 'no-visit'; error: string };

export function markStop(
  { bookings, stops, windowDays }: { bookings: BookingStore; stops: StopStore; windowDays: number },
  visitId: string,
  { mark, note, position }: MarkStop,
  who: { role: Role; email: string },
): MarkStopResult {
  const before = bookings.visit(visitId);
  const { dates } = bookings;
  const late = before && lateMarkRefusal(dates.calendar, { date: before.date, today: dates.today(), windowDays, role: who.role, note });
  if (late) return { ok: false, problem: 'late', error: late };
  if (!bookings.mark(visitId, mark, 'owner', note || null, who.email))
    return { ok: false, problem: 'no-visit', error: 'No such visit today or before: a visit is marked on its day.' };
  const visit = bookings.visit(visitId)!;
  if (mark && position) stops.learn(visit.bookingId, visit.id, position, bookings.get(visit.bookingId)!.customer.zip);
  else if (!mark) stops.unlearn(visit.bookingId, visit.id);
  return { ok: true };
}
