// The holidays that can move trash pickup, by date, from the date-holidays package's US calendar
// (rules kept by its maintainers: 'fourth Thursday in November', the substitute for a holiday on
// a weekend). A holiday on a Saturday or Sunday moves no weekday's pickup: its weekday substitute
// (the Friday before, the Monday after) is the one that counts.
import Holidays from 'date-holidays';
import type { PickupHoliday } from '../../../common/site-config.schema.ts';
import type { BusinessCalendar, LocalDate } from '../../platform/clock/business-calendar.ts';

/** A holiday as the owner and the customers read it. */
export interface PickupHolidayDate {
  key: PickupHoliday;
  name: string;
  date: LocalDate;
}

/** How the package names each holiday (English), and how we say it. */
const NAMES: Record<PickupHoliday, { matches: RegExp; name: string }> = {
  newYear: { matches: /^New Year's Day/, name: "New Year's Day" },
  mlk: { matches: /^Martin Luther King/, name: 'Martin Luther King Jr. Day' },
  memorial: { matches: /^Memorial Day/, name: 'Memorial Day' },
  independence: { matches: /^Independence Day/, name: 'the Fourth of July' },
  labor: { matches: /^Labou?r Day/, name: 'Labor Day' },
  thanksgiving: { matches: /^Thanksgiving Day/, name: 'Thanksgiving' },
  christmas: { matches: /^Christmas Day/, name: 'Christmas' },
};

const calendar = new Holidays('US', { languages: ['en'], types: ['public'] });
/** A year's holidays, worked out once: the rules give the same dates each time they are asked. */
const years = new Map<number, ReturnType<typeof calendar.getHolidays>>();
const holidaysOf = (year: number) => years.get(year) ?? years.set(year, calendar.getHolidays(year)).get(year)!;

/** The pickup holidays falling on a weekday from `from` through `to`, soonest first. */
export function pickupHolidaysBetween(from: LocalDate, to: LocalDate, days: BusinessCalendar): PickupHolidayDate[] {
  const years = new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))]);
  const found = new Map<string, PickupHolidayDate>();
  for (const year of years)
    for (const holiday of holidaysOf(year)) {
      const date = holiday.date.slice(0, 10);
      const key = (Object.keys(NAMES) as PickupHoliday[]).find((k) => NAMES[k].matches.test(holiday.name));
      if (!key || date < from || date > to || days.weekdayOf(date) > 5) continue;
      found.set(`${key}|${date}`, { key, name: NAMES[key].name, date });
    }
  return [...found.values()].sort((a, b) => a.date.localeCompare(b.date));
}
