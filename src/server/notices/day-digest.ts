// The owner's list for a service day, the evening before: the day's route, how the last service
// day went, days off that still have visits, and the payments the nightly check could not explain.
import { DAY_OFF_NOTICE_DAYS, dayDigestEmail } from '../bookings/day-digest.ts';
import { dayRoute } from '../crew-flow/day-route.ts';
import { defineNotice, plainId } from './notice.ts';

export const dayDigestNotice = defineNotice<string>({
  kind: 'day-digest',
  id: plainId,
  ownerEmail: (date, { stores }) => {
    const { bookings, payments } = stores;
    const { dates } = bookings;
    // How the last service day before it went (today's, on the evening before tomorrow).
    const dayBefore = dates.calendar.addDays(date, -1);
    const last = dates.serviceDayFrom(dayBefore < dates.today() ? dayBefore : dates.today(), -1);
    const lastDay = { date: last, visits: bookings.route(last) };
    const problems = payments.problems().map((p) => p.text);
    return dayDigestEmail(date, dayRoute(stores, date), dates, bookings.daysOffWithVisits(DAY_OFF_NOTICE_DAYS), lastDay, problems);
  },
});
