// Which day the crew's route is: today's on a service day with stops, until the evening list's
// hour; then the next service day's. Today, Home and the crew's screens all ask this.
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';

export function crewDay(bookings: BookingStore, stopsOn = (date: LocalDate) => bookings.route(date).length): LocalDate {
  const { dates } = bookings;
  const today = dates.today();
  const date = dates.serviceDayFrom(today);
  if (date !== today) return date;
  // Once the evening list's hour has come (or today has no stops), tomorrow's route is the one to see.
  const evening = dates.calendar.hourOf(dates.clock.now()) >= dates.rules.ownerDigestHour;
  // Until then today's stays, every stop marked or not: a mark made by mistake can still be changed.
  return evening || stopsOn(today) === 0 ? dates.serviceDayFrom(dates.calendar.addDays(today, 1)) : today;
}
