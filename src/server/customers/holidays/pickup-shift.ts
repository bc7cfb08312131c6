// What a holiday does to one pickup: given a jurisdiction's rules, the date a pickup moves to, if
// it moves. 'rest-of-week' moves the holiday's pickup and each later one that week a day later
// (through Saturday); 'that-day' moves only the holiday's own. We clean the day after pickup, so a
// clean whose pickup moves moves by the same day.
import type { PickupHoliday, PickupRule } from '../../../common/site-config.schema.ts';
import type { BusinessCalendar, LocalDate } from '../../platform/clock/business-calendar.ts';
import type { PickupHolidayDate } from './holiday-dates.ts';

export type PickupRules = Partial<Record<PickupHoliday, PickupRule>>;

/** The holiday that moves a pickup on `pickup` under these rules, if one does. */
export function holidayMoving(
  pickup: LocalDate,
  rules: PickupRules,
  holidays: readonly PickupHolidayDate[],
  days: BusinessCalendar,
): PickupHolidayDate | undefined {
  return holidays.find((holiday) => {
    const rule = rules[holiday.key] ?? 'none';
    if (rule === 'that-day') return pickup === holiday.date;
    if (rule !== 'rest-of-week') return false;
    // The holiday's week runs to its Saturday (ISO weekday 6).
    const saturday = days.addDays(holiday.date, 6 - days.weekdayOf(holiday.date));
    return pickup >= holiday.date && pickup <= saturday;
  });
}
