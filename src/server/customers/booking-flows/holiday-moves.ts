// Holiday weeks: which booked cleans a holiday moves, by each zip's jurisdiction as the settings
// in force place it and that jurisdiction's rule (holidays/), shown to the owner ahead of time and
// moved as one change when the owner says so.
// A clean moves when its pickup moves: to the next day, if the team works it and it has room;
// else it is flagged for the owner, never kept silently. A visit moved once (by the owner or by a
// holiday) is not moved again.
import { WEEKDAYS, type SiteConfig, type Weekday } from '../../../common/site-config.schema.ts';
import type { BookedVisit, DayMoveResult } from '../bookings/booking-types.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import type { BusinessCalendar, LocalDate } from '../../platform/clock/business-calendar.ts';
import { pickupHolidaysBetween, type PickupHolidayDate } from '../holidays/holiday-dates.ts';
import { holidayMoving } from '../holidays/pickup-shift.ts';

export type HolidayConfig = SiteConfig['pickupHolidays'];

/** One day's cleans in one jurisdiction that a holiday moves, and whether they can go. */
export interface HolidayMove {
  holiday: string;
  holidayDate: LocalDate;
  jurisdiction: string;
  jurisdictionName: string;
  from: LocalDate;
  to: LocalDate;
  visitIds: string[];
  /**
   * Why they cannot move now: the next day is not worked, it has no room for them all, or it will
   * have room only once its own visits move on (that move is to be made first).
   */
  problem: { kind: 'no-service' } | { kind: 'full'; room: number } | { kind: 'after'; room: number; first: LocalDate } | null;
  /** 'Thanksgiving week: 12 DeKalb visits on Friday, November 27 move to Saturday, November 28.' */
  words: string;
}

/** The pickup date a clean on `date` follows: the last `pickup` weekday before it. */
function pickupBefore(date: LocalDate, pickup: Weekday, days: BusinessCalendar): LocalDate {
  for (let back = 1; back <= 7; back++) {
    const day = days.addDays(date, -back);
    if (WEEKDAYS[days.weekdayOf(day) - 1] === pickup) return day;
  }
  return days.addDays(date, -1);
}

/** Whether a holiday moves the clean on `date` of a customer in `zip` with this pickup day, and why. */
function holidayShift(
  zip: string,
  pickup: Weekday,
  date: LocalDate,
  holidays: PickupHolidayDate[],
  days: BusinessCalendar,
  config: HolidayConfig,
): { holiday: PickupHolidayDate; jurisdiction: HolidayConfig['jurisdictions'][number] } | undefined {
  const jurisdiction = config.jurisdictions.find((j) => j.zips.includes(zip));
  const holiday = jurisdiction && holidayMoving(pickupBefore(date, pickup, days), jurisdiction.rules, holidays, days);
  return holiday && jurisdiction ? { holiday, jurisdiction } : undefined;
}

/**
 * The date a new booking's clean on `date` will be on, when a holiday moves that customer's
 * pickup (the booking is made on its usual date; the owner's holiday move takes it to this one).
 */
export function holidayDateFor(
  bookings: BookingStore,
  zip: string,
  pickup: Weekday,
  date: LocalDate,
  config: HolidayConfig,
): { to: LocalDate; holiday: string } | undefined {
  const days = bookings.dates.calendar;
  const shift = holidayShift(zip, pickup, date, pickupHolidaysBetween(days.addDays(date, -8), date, days), days, config);
  return shift && { to: days.addDays(date, 1), holiday: shift.holiday.name };
}

/**
 * The dates with room offered for a pickup day (for a membership, room on each of its visits),
 * each with the day a holiday will move it to: what the receptionist offers a caller and the
 * booking page a visitor, by the same rule.
 */
export function datesOffered(
  bookings: BookingStore,
  zip: string,
  pickup: Weekday,
  /** A membership's days between visits (each must have room); null for a clean booked once. */
  intervalDays: number | null,
  /** The jurisdictions in force (the owner's settings) and what each holiday moves. */
  config: HolidayConfig,
  /** How many: the rule's few unless asked for more (the booking page's 'Later dates'). */
  count?: number,
): { date: LocalDate; moved: { to: LocalDate; holiday: string } | undefined }[] {
  return bookings
    .datesWithRoom(pickup, count, undefined, intervalDays)
    .map((date) => ({ date, moved: holidayDateFor(bookings, zip, pickup, date, config) }));
}

const visitsWord = (n: number) => `${n} visit${n === 1 ? '' : 's'}`;

/** A move in the owner's words: where it goes, or why it cannot yet. */
function moveWords(
  group: Omit<HolidayMove, 'problem' | 'words'>,
  count: number,
  problem: HolidayMove['problem'],
  dates: BookingStore['dates'],
) {
  const what = `${group.holiday} week: ${visitsWord(count)} in ${group.jurisdictionName} on ${dates.words(group.from)}`;
  const to = dates.words(group.to);
  if (!problem) return `${what} ${count === 1 ? 'moves' : 'move'} to ${to}.`;
  if (problem.kind === 'no-service')
    return `${what} would move to ${to}, a day we do not work: move ${count === 1 ? 'it' : 'them'} by hand.`;
  if (problem.kind === 'after')
    return `${what} would move to ${to}, which has room for ${problem.room} more until its own visits move on: move those of ${to} first.`;
  return `${what} would move to ${to}, which has room for ${problem.room} more: make room or move some by hand.`;
}

/** The moves the holidays of the notice window make, soonest first. */
export function holidayMoves(bookings: BookingStore, config: HolidayConfig): HolidayMove[] {
  const { dates } = bookings;
  const days = dates.calendar;
  const today = dates.today();
  const until = days.addDays(today, config.noticeDays);
  // A holiday earlier this week still moves the pickups after it.
  const holidays = pickupHolidaysBetween(days.addDays(today, -6), until, days);
  if (!holidays.length) return [];
  const groups = new Map<string, Omit<HolidayMove, 'problem' | 'words'>>();
  // Cleans run up to two days after the last holiday's Saturday pickup.
  const last = days.addDays(holidays.at(-1)!.date, 8);
  for (let date = days.addDays(today, 1); date <= last; date = days.addDays(date, 1))
    for (const visit of bookings.onTheirDay(date)) {
      const shift = holidayShift(visit.zip, visit.pickupDay, date, holidays, days, config);
      if (!shift || shift.holiday.date > until) continue;
      const { holiday, jurisdiction } = shift;
      const key = `${jurisdiction.id}|${date}`;
      const group = groups.get(key) ?? {
        holiday: holiday.name,
        holidayDate: holiday.date,
        jurisdiction: jurisdiction.id,
        jurisdictionName: jurisdiction.name,
        from: date,
        to: days.addDays(date, 1),
        visitIds: [],
      };
      group.visitIds.push(visit.visitId);
      groups.set(key, group);
    }
  // A move is offered only when it can be made now: the room on its day as the move counts it
  // (bookings.roomOn), less what another jurisdiction's move offered before it takes. Latest
  // first, so a day's own move on is known: one that would free the room is named to go first.
  const leaving = new Map<LocalDate, number>();
  const arriving = new Map<LocalDate, number>();
  const moves = [...groups.values()]
    .sort((a, b) => b.from.localeCompare(a.from) || a.jurisdiction.localeCompare(b.jurisdiction))
    .map((group): HolidayMove => {
      const count = group.visitIds.length;
      const room = bookings.roomOn(group.to) - (arriving.get(group.to) ?? 0);
      const freed = leaving.get(group.to) ?? 0;
      const problem = !dates.isServiceDay(group.to)
        ? ({ kind: 'no-service' } as const)
        : room >= count
          ? null
          : room + freed >= count
            ? ({ kind: 'after', room: Math.max(0, room), first: group.to } as const)
            : ({ kind: 'full', room: Math.max(0, room) } as const);
      if (!problem) {
        leaving.set(group.from, (leaving.get(group.from) ?? 0) + count);
        arriving.set(group.to, (arriving.get(group.to) ?? 0) + count);
      }
      return { ...group, problem, words: moveWords(group, count, problem, dates) };
    });
  return moves.sort((a, b) => a.from.localeCompare(b.from) || a.jurisdiction.localeCompare(b.jurisdiction));
}

export type HolidayApplyResult =
  DayMoveResult | { ok: false; problem: 'nothing-to-move' } | { ok: false; problem: 'cannot-move'; words: string };

/** Moves one day's cleans of one jurisdiction as the holiday asks: one change, each customer told once. */
export function applyHolidayMove(bookings: BookingStore, jurisdiction: string, from: LocalDate, config: HolidayConfig): HolidayApplyResult {
  const move = holidayMoves(bookings, config).find((m) => m.jurisdiction === jurisdiction && m.from === from);
  if (!move) return { ok: false, problem: 'nothing-to-move' };
  if (move.problem) return { ok: false, problem: 'cannot-move', words: move.words };
  const ids = new Set(move.visitIds);
  // The owner's move for a holiday may go past the window customers book in.
  return bookings.moveDay(from, move.to, 'owner', (visit: BookedVisit) => ids.has(visit.id), { beyondHorizon: true });
}

/** The holiday move due for a visit and not yet made (one that can be made): to which date, for which holiday. */
export function holidayMoveOf(
  bookings: BookingStore,
  visitId: string,
  config: HolidayConfig,
): { to: LocalDate; holiday: string } | undefined {
  // Most visits no holiday moves: said from the visit's own day, without reading every other day
  // of the notice window (a booking page's answer took 87 ms at twenty times our size before).
  const { dates } = bookings;
  const days = dates.calendar;
  const visit = bookings.visit(visitId);
  const until = days.addDays(dates.today(), config.noticeDays);
  const holidays = visit ? pickupHolidaysBetween(days.addDays(dates.today(), -6), until, days) : [];
  const mine = visit && holidays.length ? bookings.onTheirDay(visit.date).find((v) => v.visitId === visitId) : undefined;
  const shift = mine && holidayShift(mine.zip, mine.pickupDay, visit!.date, holidays, days, config);
  if (!shift || shift.holiday.date > until) return undefined;
  const move = holidayMoves(bookings, config).find((m) => !m.problem && m.visitIds.includes(visitId));
  return move && { to: move.to, holiday: move.holiday };
}

/** The date a visit will be on once its holiday move is made (its own date when none is due). */
export function dateAfterHoliday(bookings: BookingStore, visitId: string, date: LocalDate, config: HolidayConfig): LocalDate {
  return holidayMoveOf(bookings, visitId, config)?.to ?? date;
}
