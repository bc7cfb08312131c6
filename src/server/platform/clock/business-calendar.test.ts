import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../../tests/support/property-runs.ts';
import { LOCALES, SHORT_DATES } from '../../../common/languages.ts';
import { BusinessCalendar, isLocalDate } from './business-calendar.ts';
import { SettableClock } from './clock.ts';

const atlanta = new BusinessCalendar('America/New_York');
const at = (iso: string) => Date.parse(iso);

describe('the business calendar (America/New_York)', () => {
  it("an instant's local date and hour: late evening in Atlanta is already tomorrow in UTC", () => {
    expect(atlanta.dateOf(at('2026-11-23T03:30:00Z'))).toBe('2026-11-22');
    expect(atlanta.hourOf(at('2026-11-23T03:30:00Z'))).toBe(22);
    expect(atlanta.dateTimeOf(at('2026-11-22T15:04:05Z'))).toBe('2026-11-22 10:04:05');
    // Summer time: four hours behind UTC.
    expect(atlanta.dateTimeOf(at('2026-07-04T15:04:05Z'))).toBe('2026-07-04 11:04:05');
  });

  it('daylight-saving days are one calendar day each: 23 hours on March 8, 25 on November 1, 2026', () => {
    expect(atlanta.hoursIn('2026-03-08')).toBe(23);
    expect(atlanta.hoursIn('2026-11-01')).toBe(25);
    expect(atlanta.hoursIn('2026-11-02')).toBe(24);
    expect(atlanta.addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(atlanta.addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(atlanta.addDays('2026-10-31', 2)).toBe('2026-11-02');
    expect(atlanta.addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(atlanta.daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    // Adding 24 hours to midnight would land on 23:00 of the same day on November 1; calendar days do not.
    const midnight = atlanta.instantAt('2026-11-01');
    expect(atlanta.dateOf(midnight + 24 * 3600_000)).toBe('2026-11-01');
    expect(atlanta.instantAt(atlanta.addDays('2026-11-01', 1)) - midnight).toBe(25 * 3600_000);
  });

  it('the instant a local date reaches a local time', () => {
    expect(new Date(atlanta.instantAt('2026-12-01', '17:00')).toISOString()).toBe('2026-12-01T22:00:00.000Z');
    expect(new Date(atlanta.instantAt('2026-06-01', '17:00')).toISOString()).toBe('2026-06-01T21:00:00.000Z');
    // 02:30 does not exist on March 8: the time that does (03:30 EDT).
    expect(new Date(atlanta.instantAt('2026-03-08', '02:30')).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('weekdays and words', () => {
    expect(atlanta.weekdayOf('2026-12-02')).toBe(3);
    expect(atlanta.weekdayOf('2026-11-22')).toBe(7);
    expect(atlanta.words('2026-12-02')).toBe('Wednesday, December 2');
  });

  it('only real dates written YYYY-MM-DD are local dates; an unknown zone is refused', () => {
    expect(isLocalDate('2026-12-02')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-2', '12/02/2026', '2026-12-02T00:00', '']) expect(isLocalDate(bad)).toBe(false);
    expect(() => new BusinessCalendar('Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('a settable clock stands still until moved', () => {
    const clock = new SettableClock('2026-11-22T15:00:00Z');
    expect(clock.now()).toBe(at('2026-11-22T15:00:00Z'));
    clock.advance(90_000);
    expect(clock.now()).toBe(at('2026-11-22T15:01:30Z'));
    clock.set('2026-12-01T00:00:00Z');
    expect(atlanta.dateOf(clock.now())).toBe('2026-11-30');
    expect(() => new SettableClock('not a time')).toThrow();
  });
});

describe("a date's own arithmetic, in whole days", () => {
  it('agrees with Temporal for any date from 1850 to 2150 and any step of up to ten years', () => {
    fc.assert(
      fc.property(fc.integer({ min: -43_800, max: 65_000 }), fc.integer({ min: -3_660, max: 3_660 }), (start, step) => {
        const date = Temporal.PlainDate.from('1970-01-01').add({ days: start });
        const later = date.add({ days: step });
        expect(atlanta.addDays(date.toString(), step)).toBe(later.toString());
        expect(atlanta.weekdayOf(date.toString())).toBe(date.dayOfWeek);
        expect(atlanta.daysBetween(date.toString(), later.toString())).toBe(step);
      }),
      { numRuns: propertyRuns(2_000) },
    );
  });
});

describe('a date in words', () => {
  it('is written as Temporal writes it, in every language and style', () => {
    const languages = Object.keys(LOCALES) as (keyof typeof LOCALES)[];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.constantFrom(...languages), (start, language) => {
        const date = Temporal.PlainDate.from('1990-01-01').add({ days: start });
        const locale = LOCALES[language];
        expect(atlanta.words(date.toString(), language)).toBe(
          date.toLocaleString(locale, { weekday: 'long', month: 'long', day: 'numeric' }),
        );
        expect(atlanta.shortWords(date.toString(), language)).toBe(date.toLocaleString(locale, SHORT_DATES[language]));
        expect(atlanta.recordWords(date.toString(), language)).toBe(
          date.toLocaleString(locale, { year: 'numeric', month: 'long', day: 'numeric' }),
        );
        expect(atlanta.monthWords(date.toString().slice(0, 7), language)).toBe(
          date.with({ day: 1 }).toLocaleString(locale, { year: 'numeric', month: 'long' }),
        );
      }),
      { numRuns: propertyRuns(1_000) },
    );
  });
});
