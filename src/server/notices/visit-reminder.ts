// The day-before text for a visit ('Tomorrow we clean your cans...'), named by the visit and the
// date it was for: a visit moved to another day gets its own, and one moved or given up since
// says nothing.
import type { LocalDate } from '../clock/business-calendar.ts';
import { TEXT_CATALOGS } from '../texts/text-catalogs.ts';
import { VISIT_REMINDER_ID } from '../bookings/booking-subjects.ts';
import { defineNotice } from './notice.ts';

export const visitReminderNotice = defineNotice<{ visitId: string; date: LocalDate }>({
  kind: 'visit-reminder',
  id: VISIT_REMINDER_ID,
  sms: ({ visitId, date }, secret, { stores: { bookings, texts }, manageUrl, textable }) => {
    const visit = bookings.visit(visitId);
    const booking = visit && bookings.get(visit.bookingId);
    if (!visit || !booking) return undefined;
    const to = booking.customer.mobileE164;
    if (!to || !textable(to)) return { skip: 'the customer has not agreed to texts, opted out, or is abroad' };
    if (visit.state !== 'scheduled' || visit.date !== date) return { skip: 'the visit was moved or cancelled' };
    const { language } = booking.customer;
    const facts = {
      date: bookings.dates.calendar.shortWords(date, language),
      street: booking.customer.street,
      link: secret ? manageUrl(secret) : undefined,
      first: texts.isFirst(to),
    };
    return { to, body: TEXT_CATALOGS[language].texts[visit.deepClean ? 'reminder-deep' : 'reminder'](facts) };
  },
});
