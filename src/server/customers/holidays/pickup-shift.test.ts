// The holidays from the package's US calendar (weekday substitutes for a weekend holiday), and
// what each rule does to a week's pickups.
import { describe, expect, it } from 'vitest';
import { BusinessCalendar } from '../../platform/clock/business-calendar.ts';
import { pickupHolidaysBetween } from './holiday-dates.ts';
import { holidayMoving } from './pickup-shift.ts';

const days = new BusinessCalendar('America/New_York');

describe('the pickup holidays', () => {
  it('lists the weekday each holiday is kept on, a weekend one by its substitute', () => {
    const holidays = pickupHolidaysBetween('2026-06-01', '2027-07-31', days).map(({ key, date }) => `${key} ${date}`);
    expect(holidays).toEqual([
      'independence 2026-07-03', // the 4th is a Saturday: kept on Friday
      'labor 2026-09-07',
      'thanksgiving 2026-11-26',
      'christmas 2026-12-25',
      'newYear 2027-01-01',
      'mlk 2027-01-18',
      'memorial 2027-05-31',
      'independence 2027-07-05', // a Sunday: kept on Monday
    ]);
  });
});

describe('what a rule moves', () => {
  const thanksgiving = pickupHolidaysBetween('2026-11-20', '2026-11-30', days);
  const moves = (pickup: string, rule: 'rest-of-week' | 'that-day' | 'none') =>
    holidayMoving(pickup, { thanksgiving: rule }, thanksgiving, days)?.name ?? null;

  it("'rest-of-week': the holiday's pickup and each one after it that week, through Saturday", () => {
    expect(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30'].map((d) => moves(d, 'rest-of-week'))).toEqual([
      null,
      'Thanksgiving',
      'Thanksgiving',
      'Thanksgiving',
      null,
    ]);
  });

  it("'that-day': the holiday's own pickup only; 'none' and no rule: nothing", () => {
    expect(['2026-11-26', '2026-11-27'].map((d) => moves(d, 'that-day'))).toEqual(['Thanksgiving', null]);
    expect(moves('2026-11-26', 'none')).toBeNull();
    expect(holidayMoving('2026-11-26', {}, thanksgiving, days)).toBeUndefined();
  });
});
