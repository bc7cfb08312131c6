// Which dates a customer may book: we clean the day after their trash pickup (or the day the
// config moves that pickup day to), from tomorrow (until the evening cut-off) up to the horizon,
// never on a blackout date. Room on a date is the store's to count; this file knows the calendar.
import { WEEKDAYS, type BookingRules, type Weekday } from '../../../common/site-config.schema.ts';
import type { Language } from '../../../common/languages.ts';
import { DATE_PROBLEM_WORDS, type DateProblem } from '../../../common/copy/date-problem-words.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { BusinessCalendar, isLocalDate, type LocalDate } from '../../platform/clock/business-calendar.ts';

/** 'tue', 'Tuesdays', ' TUESDAY ' → 'Tuesday'; anything else → undefined. */
export function weekdayFrom(text: string | undefined): Weekday | undefined {
  const head = (text ?? '').trim().toLowerCase().slice(0, 3);
  return head.length === 3 ? WEEKDAYS.find((day) => day.toLowerCase().startsWith(head)) : undefined;
}

export type { DateProblem };

export class ServiceDates {
  readonly calendar: BusinessCalendar;
  private readonly rulesNow: () => BookingRules;

  /** `rules` and `timeZone`: fixed ones, or where to read the ones in force (the owner's settings) each time. */
  constructor(
    rules: BookingRules | (() => BookingRules),
    timeZone: string | (() => string),
    readonly clock: Clock,
  ) {
    this.rulesNow = typeof rules === 'function' ? rules : () => rules;
    this.calendar = new BusinessCalendar(timeZone);
  }

  /** The booking rules in force: days of service, days closed, each day's room, the horizon. */
  get rules(): BookingRules {
    return this.rulesNow();
  }

  /** The weekday we clean for a pickup weekday. */
  serviceDayFor(pickup: Weekday): Weekday {
    return this.rules.pickupDayMoves[pickup] ?? WEEKDAYS[(WEEKDAYS.indexOf(pickup) + 1) % 7]!;
  }

  /** The pickup day a service date serves: the one the config moves to it, else the day before. */
  pickupDayFor(date: LocalDate): Weekday {
    const weekday = this.weekdayOf(date);
    const moved = WEEKDAYS.find((pickup) => this.rules.pickupDayMoves[pickup] === weekday);
    return moved ?? WEEKDAYS[(WEEKDAYS.indexOf(weekday) + 6) % 7]!;
  }

  today(): LocalDate {
    return this.calendar.dateOf(this.clock.now());
  }

  /** Tomorrow until the cut-off hour, the day after from then on. */
  earliest(): LocalDate {
    const now = this.clock.now();
    const soonest = this.calendar.hourOf(now) < this.rules.cutoffHour ? 1 : 2;
    return this.calendar.addDays(this.calendar.dateOf(now), soonest);
  }

  latest(): LocalDate {
    return this.calendar.addDays(this.today(), this.rules.horizonDays);
  }

  weekdayOf(date: LocalDate): Weekday {
    return WEEKDAYS[this.calendar.weekdayOf(date) - 1]!;
  }

  /** Whether a date follows the rule for this pickup day now (room aside); undefined when it does. */
  problemWith(date: string, pickup: Weekday): DateProblem | undefined {
    if (!isLocalDate(date)) return 'not-a-date';
    return this.problemBetween(date, pickup, this.earliest(), this.latest());
  }

  /** The rule for a well-formed date between the bookable bounds, read once by a caller that asks of many dates. */
  private problemBetween(date: LocalDate, pickup: Weekday, earliest: LocalDate, latest: LocalDate): DateProblem | undefined {
    if (this.weekdayOf(date) !== this.serviceDayFor(pickup)) return 'wrong-weekday';
    if (date < earliest) return 'too-soon';
    if (date > latest) return 'too-far';
    if (this.rules.blackoutDates.includes(date)) return 'no-service';
    return undefined;
  }

  /**
   * Whether the owner can move visits to a date: a working day from tomorrow to the horizon (or,
   * for a holiday's move, any distance: the holiday moves visits booked before it came near).
   */
  problemWithWorkday(date: string, { beyondHorizon = false } = {}): DateProblem | undefined {
    if (!isLocalDate(date)) return 'not-a-date';
    if (date <= this.today()) return 'too-soon';
    if (!beyondHorizon && date > this.latest()) return 'too-far';
    if (!this.isServiceDay(date)) return 'no-service';
    return undefined;
  }

  /** Whether the team works that date (a service weekday, not a blackout). */
  isServiceDay(date: LocalDate): boolean {
    return this.rules.serviceDays.includes(this.weekdayOf(date)) && !this.rules.blackoutDates.includes(date);
  }

  /** The first service day from a date on (step 1) or back from it (step -1), the date itself included. */
  serviceDayFrom(date: LocalDate, step: 1 | -1 = 1): LocalDate {
    let day = date;
    while (!this.isServiceDay(day)) day = this.calendar.addDays(day, step);
    return day;
  }

  /**
   * The first date from `date` on that this pickup day's visits can fall on, however far ahead:
   * its weekday, not a blackout date, and not one `except` names.
   */
  pickupDateFrom(date: LocalDate, pickup: Weekday, except: (date: LocalDate) => boolean = () => false): LocalDate {
    let day = date;
    while (this.weekdayOf(day) !== this.serviceDayFor(pickup) || this.rules.blackoutDates.includes(day) || except(day))
      day = this.calendar.addDays(day, 1);
    return day;
  }

  /** The first day a date can be booked on: the day it comes within the horizon (latest() then reaches it). */
  bookableFrom(date: LocalDate): LocalDate {
    return this.calendar.addDays(date, -this.rules.horizonDays);
  }

  /** Every date the rule allows for this pickup day, soonest first (room not yet counted). */
  candidates(pickup: Weekday, after?: LocalDate): LocalDate[] {
    const dates: LocalDate[] = [];
    const first = this.earliest();
    const last = this.latest();
    for (let date = first; date <= last; date = this.calendar.addDays(date, 1)) {
      if ((!after || date > after) && !this.problemBetween(date, pickup, first, last)) dates.push(date);
    }
    return dates;
  }

  /** 'Wednesday, December 2' (or in the customer's language). */
  words(date: LocalDate, language: Language = 'en'): string {
    return this.calendar.words(date, language);
  }
}

/** The sentence for a date problem, for the receptionist, the owner and the customer's page (in English). */
export const DATE_PROBLEMS: Record<DateProblem, string> = DATE_PROBLEM_WORDS.en;
