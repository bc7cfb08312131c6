// The business's calendar: its days are local dates in its own time zone (America/New_York for
// a new install; the owner may change it, and the next question is answered there), not UTC days. An instant becomes a local date and hour there; days are added as calendar days, so a
// daylight-saving day (23 or 25 hours long) is still one day. Temporal does the zone arithmetic;
// a date's own arithmetic (a weekday, days added, days between) is counted in whole days from
// 1970-01-01, which no time zone touches, and costs a hundredth of Temporal's: the bookings ask
// it thousands of times for one day's dates with room.
import { Temporal } from 'temporal-polyfill';
import { LOCALES, SHORT_DATES, type Language } from '../../../common/languages.ts';

/** A day in the business's calendar: 'YYYY-MM-DD'. */
export type LocalDate = string;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a string is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isLocalDate(value: string): value is LocalDate {
  if (!LOCAL_DATE.test(value)) return false;
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' }).toString() === value;
  } catch {
    return false;
  }
}

const DAY_MS = 86_400_000;
/** A date as whole days from 1970-01-01 (before it, negative). */
const epochDay = (date: LocalDate): number => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
};
const fromEpochDay = (days: number): LocalDate => new Date(days * DAY_MS).toISOString().slice(0, 10);

export class BusinessCalendar {
  /** The last instant asked about, and where it falls here: 'now' is asked many times a request. */
  private last: { ms: number; zone: string; zoned: Temporal.ZonedDateTime } | undefined;
  private readonly zoneNow: () => string;

  /** `timeZone`: a fixed zone, or where to read the one in force (the owner's settings) each time. */
  constructor(timeZone: string | (() => string)) {
    this.zoneNow = typeof timeZone === 'function' ? timeZone : () => timeZone;
    // Throws a RangeError for a zone the runtime does not know.
    Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(this.timeZone);
  }

  /** The IANA zone the business's days follow now. */
  get timeZone(): string {
    return this.zoneNow();
  }

  private zoned(ms: number) {
    const zone = this.timeZone;
    if (this.last?.ms !== ms || this.last.zone !== zone)
      this.last = { ms, zone, zoned: Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone) };
    return this.last.zoned;
  }

  /** The local date of an instant. */
  dateOf(ms: number): LocalDate {
    return this.zoned(ms).toPlainDate().toString();
  }

  /** The local hour (0-23) of an instant. */
  hourOf(ms: number): number {
    return this.zoned(ms).hour;
  }

  /** 'YYYY-MM-DD HH:MM:SS', local: how the owner's commands print a time. */
  dateTimeOf(ms: number): string {
    const z = this.zoned(ms);
    return `${z.toPlainDate().toString()} ${z.toPlainTime().toString({ smallestUnit: 'second' })}`;
  }

  /** The date `days` calendar days after `date` (before, when negative). */
  addDays(date: LocalDate, days: number): LocalDate {
    return fromEpochDay(epochDay(date) + days);
  }

  /** ISO weekday of a date: 1 = Monday ... 7 = Sunday (1970-01-01 was a Thursday). */
  weekdayOf(date: LocalDate): number {
    return ((((epochDay(date) + 3) % 7) + 7) % 7) + 1;
  }

  /** Whole days from `from` to `to` (negative when `to` is earlier). */
  daysBetween(from: LocalDate, to: LocalDate): number {
    return epochDay(to) - epochDay(from);
  }

  /** The instant a local date reaches a local time ('17:00'); on a daylight-saving change, the time that exists. */
  instantAt(date: LocalDate, time = '00:00'): number {
    return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: this.timeZone, plainTime: time }).epochMilliseconds;
  }

  /** How long a local day is, in hours: 24, or 23/25 on a daylight-saving change. */
  hoursIn(date: LocalDate): number {
    return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: this.timeZone }).hoursInDay;
  }

  /** '10:42 AM', local: when something held for a while lets go. */
  timeWords(ms: number): string {
    return this.zoned(ms).toPlainTime().toLocaleString('en-US', { hour: 'numeric', minute: '2-digit' });
  }

  /** 'Wed, Dec 2', for texts (each language's short form: SHORT_DATES). */
  shortWords(date: LocalDate, language: Language = 'en'): string {
    return dateWords(date, language, 'short');
  }

  /** 'Wednesday, December 2'; in Spanish 'miércoles, 2 de diciembre'. */
  words(date: LocalDate, language: Language = 'en'): string {
    return dateWords(date, language, 'long');
  }

  /** 'November 2026' for a month ('2026-11'); in Spanish 'noviembre de 2026'. */
  monthWords(month: string, language: Language = 'en'): string {
    return dateWords(`${month}-01`, language, 'month');
  }

  /** 'December 2, 2026', for what is kept as a record (a proposal, an invoice); in Spanish '2 de diciembre de 2026'. */
  recordWords(date: LocalDate, language: Language = 'en'): string {
    return dateWords(date, language, 'record');
  }
}

/** How a date is written: in a text, in a sentence, a month, a record. */
const DATE_STYLES = {
  short: (language: Language) => SHORT_DATES[language],
  long: () => ({ weekday: 'long', month: 'long', day: 'numeric' }) as const,
  month: () => ({ year: 'numeric', month: 'long' }) as const,
  record: () => ({ year: 'numeric', month: 'long', day: 'numeric' }) as const,
} satisfies Record<string, (language: Language) => Intl.DateTimeFormatOptions>;
type DateStyle = keyof typeof DATE_STYLES;

/**
 * One formatter per language and style, made once (making one costs far more than using it): a
 * date's UTC midnight written in UTC is that calendar date, whatever the server's zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateWords(date: LocalDate, language: Language, style: DateStyle): string {
  const key = `${language}|${style}`;
  let format = formatters.get(key);
  if (!format)
    formatters.set(key, (format = new Intl.DateTimeFormat(LOCALES[language], { ...DATE_STYLES[style](language), timeZone: 'UTC' })));
  return format.format(epochDay(date) * DAY_MS);
}
