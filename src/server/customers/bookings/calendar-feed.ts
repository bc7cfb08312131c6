// The owner's calendar feed (subscribed to in Google or Apple Calendar): every visit from a week
// back to two months ahead, one all-day event each, named by customer and street, so the day's
// route shows on the owner's phone beside everything else.
import ical from 'ical-generator';
import { displayPhone } from '../../../common/phone-display.ts';
import type { BookingStore } from './booking-store.ts';
import { bookingUid, icsName, utcDay } from './booking-invite.ts';
import { DEEP_CLEAN, planWords } from './booking-words.ts';
import type { SiteConfig } from '../../../common/site-config.schema.ts';

const BACK_DAYS = 7;
const AHEAD_DAYS = 62;

export function ownerCalendar(bookings: BookingStore, business: Pick<SiteConfig, 'brandName' | 'email'>): string {
  const brand = business.brandName;
  const { calendar: days } = bookings.dates;
  const calendar = ical({
    get name() {
      return `${icsName(brand)} visits`;
    },
    prodId: { company: icsName(brand), product: 'schedule' },
    ttl: 15 * 60,
  });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: days.timeZone }]);
  const today = bookings.dates.today();
  const from = days.addDays(today, -BACK_DAYS);
  const stamp = new Date(bookings.clock.now());
  for (let date = from; date <= days.addDays(today, AHEAD_DAYS); date = days.addDays(date, 1)) {
    for (const { booking, id, state, deepClean } of bookings.day(date)) {
      const { customer } = booking;
      calendar.createEvent({
        // One event per visit, named by the visit: a moved visit is the same event on a new day.
        id: bookingUid({ id }, business),
        start: utcDay(date),
        end: utcDay(days.addDays(date, 1)),
        allDay: true,
        stamp,
        summary: `${customer.name}, ${customer.street}${deepClean ? ` (${DEEP_CLEAN})` : ''}${state === 'scheduled' ? '' : ` (${state})`}`,
        location: `${customer.street}, ${customer.zip}`,
        description: [
          `${planWords(booking, bookings.plans()).name}. Reference ${booking.reference}.`,
          `Phone: ${displayPhone(customer.mobile)}`,
          customer.notes && `Notes: ${customer.notes}`,
        ]
          .filter(Boolean)
          .join('\n'),
      });
    }
  }
  return calendar.toString();
}
