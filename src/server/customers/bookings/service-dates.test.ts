import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../../common/site-config.ts';
import { SettableClock } from '../../platform/clock/clock.ts';
import { ServiceDates, weekdayFrom } from './service-dates.ts';

const rules = { ...siteConfig.booking, blackoutDates: ['2026-11-26'] };
const at = (iso: string) => new ServiceDates(rules, 'America/New_York', new SettableClock(iso));

describe('service dates', () => {
  it('reads a pickup day as people say it', () => {
    expect(['tue', 'Tuesdays', ' TUESDAY ', 'Tu', 'someday', ''].map(weekdayFrom)).toEqual([
      'Tuesday',
      'Tuesday',
      'Tuesday',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('cleans the day after pickup, and Saturday pickups on Monday', () => {
    const dates = at('2026-11-22T15:00:00Z');
    expect(dates.serviceDayFor('Tuesday')).toBe('Wednesday');
    expect(dates.serviceDayFor('Friday')).toBe('Saturday');
    expect(dates.serviceDayFor('Saturday')).toBe('Monday');
    expect(dates.serviceDayFor('Sunday')).toBe('Monday');
    // And back, for the owner booking a date: a Monday serves the Saturday moved to it.
    expect(dates.pickupDayFor('2026-11-30')).toBe('Saturday');
    expect(dates.pickupDayFor('2026-11-25')).toBe('Tuesday');
  });

  it('offers tomorrow until 18:00 local, then from the day after (cut-off in New York time, not UTC)', () => {
    // Sunday 2026-11-22, 17:59 EST is 22:59 UTC: Monday the 23rd is still bookable.
    expect(at('2026-11-22T22:59:00Z').candidates('Sunday')[0]).toBe('2026-11-23');
    // 18:00 EST: the next Monday.
    expect(at('2026-11-22T23:00:00Z').candidates('Sunday')[0]).toBe('2026-11-30');
    expect(at('2026-11-22T23:00:00Z').problemWith('2026-11-23', 'Sunday')).toBe('too-soon');
  });

  it('finds the first date a pickup day can fall on however far ahead, and the day it can be booked', () => {
    const dates = at('2026-11-22T15:00:00Z');
    // Thursday, November 26 is a blackout date: a Wednesday pickup is cleaned on Thursdays.
    expect(dates.pickupDateFrom('2026-11-24', 'Wednesday')).toBe('2026-12-03');
    expect(dates.pickupDateFrom('2027-01-01', 'Tuesday')).toBe('2027-01-06');
    expect(dates.pickupDateFrom('2027-01-01', 'Tuesday', (date) => date === '2027-01-06')).toBe('2027-01-13');
    // Booked 21 days ahead: December 30 is bookable from December 9, when it is the latest date.
    expect(dates.bookableFrom('2026-12-30')).toBe('2026-12-09');
    expect(at('2026-12-09T15:00:00Z').latest()).toBe('2026-12-30');
  });

  it('offers up to the horizon, skips blackout dates, and refuses a date on the wrong weekday', () => {
    const dates = at('2026-11-22T15:00:00Z');
    // Wednesday pickups are cleaned on Thursdays; Thanksgiving (Nov 26) is a blackout.
    expect(dates.candidates('Wednesday')).toEqual(['2026-12-03', '2026-12-10']);
    expect(dates.problemWith('2026-11-26', 'Wednesday')).toBe('no-service');
    expect(dates.problemWith('2026-12-17', 'Wednesday')).toBe('too-far');
    expect(dates.problemWith('2026-12-02', 'Wednesday')).toBe('wrong-weekday');
    expect(dates.problemWith('2026-02-30', 'Wednesday')).toBe('not-a-date');
    expect(dates.latest()).toBe('2026-12-13');
  });

  it('counts calendar days across the spring and autumn clock changes', () => {
    // Saturday 2026-03-07, 17:30 EST; the clocks go forward on Sunday March 8.
    const spring = at('2026-03-07T22:30:00Z');
    expect(spring.candidates('Sunday').slice(0, 2)).toEqual(['2026-03-09', '2026-03-16']);
    // Sunday 2026-03-08, 17:30 EDT (21:30 UTC) is before the cut-off; 18:00 EDT (22:00 UTC) is not.
    expect(at('2026-03-08T21:30:00Z').earliest()).toBe('2026-03-09');
    expect(at('2026-03-08T22:00:00Z').earliest()).toBe('2026-03-10');
    // Sunday 2026-11-01 (clocks back): 17:59 EST is 22:59 UTC.
    expect(at('2026-11-01T22:59:00Z').earliest()).toBe('2026-11-02');
    expect(at('2026-11-01T23:00:00Z').earliest()).toBe('2026-11-03');
    expect(at('2026-10-31T15:00:00Z').latest()).toBe('2026-11-21');
  });
});
