// How late a visit may still be marked: the crew marks the visits of the last few days (enough for
// a phone that queued its marks offline); an older one only the owner marks, saying why in the
// note, since the customer is told of the mark.
import type { Role } from '../../../common/owner-inbox.ts';
import type { BusinessCalendar, LocalDate } from '../../platform/clock/business-calendar.ts';

export interface LateMark {
  /** The visit's date, and today's. */
  date: LocalDate;
  today: LocalDate;
  /** How many days back the crew may mark (the crew's policy). */
  windowDays: number;
  role: Role;
  note: string | null | undefined;
}

/** Why this mark is refused for being late, in the marker's words; undefined when it may be made. */
export function lateMarkRefusal(calendar: BusinessCalendar, { date, today, windowDays, role, note }: LateMark): string | undefined {
  if (date >= calendar.addDays(today, -windowDays)) return undefined;
  const days = `more than ${windowDays} ${windowDays === 1 ? 'day' : 'days'} ago`;
  if (role === 'crew') return `That visit was ${days}: only the owner can mark it now.`;
  return note?.trim() ? undefined : `That visit was ${days}: say why it is marked now in the note (the customer is told of the mark).`;
}
