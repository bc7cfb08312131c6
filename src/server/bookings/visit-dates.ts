// A booking's visit dates in TypeScript, for one booking at a time (the next visit, the manage
// page, the calendar feed): the same rule the store counts in SQL (visits-sql.ts).
import type { BusinessCalendar, LocalDate } from '../clock/business-calendar.ts';
import type { Booking } from './booking-types.ts';

/** The booking's visits from `from` on (inclusive), soonest first, at most `limit`. */
export function visitDates(calendar: BusinessCalendar, booking: Booking, from: LocalDate, limit: number): LocalDate[] {
  if (booking.status !== 'booked' && booking.status !== 'done') return [];
  if (booking.intervalDays === null) return booking.firstDate >= from ? [booking.firstDate] : [];
  const moved = new Map(booking.moves.map((m) => [m.from, m.to]));
  const dates = new Set<LocalDate>();
  // Start one interval early: a visit moved later can still lie ahead.
  const behind = Math.max(0, Math.floor(calendar.daysBetween(booking.firstDate, from) / booking.intervalDays) - 1);
  const wanted = limit + booking.moves.length + 1;
  for (let k = behind; dates.size < wanted && k < behind + wanted * 2; k++) {
    const original = calendar.addDays(booking.firstDate, k * booking.intervalDays);
    if (booking.endsOn && original > booking.endsOn) break;
    const date = moved.get(original) ?? original;
    if (date >= from) dates.add(date);
  }
  return [...dates].sort().slice(0, limit);
}

/** The visit after which a customer's link stops working; null while a membership runs. */
export function lastVisit(calendar: BusinessCalendar, booking: Booking): LocalDate | null {
  if (booking.intervalDays === null) return booking.firstDate;
  if (!booking.endsOn) return booking.status === 'booked' ? null : booking.firstDate;
  const all = visitDates(calendar, booking, booking.firstDate, 10_000);
  return all.length ? all[all.length - 1]! : booking.firstDate;
}
