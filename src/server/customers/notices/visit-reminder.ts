// The day-before text for a visit ('Tomorrow we clean your cans...'), named by the visit and the
// date it was for: a visit moved to another day gets its own, and one moved or given up since
// says nothing.
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import { TEXT_CATALOGS } from '../../conversations/texts/text-catalogs.ts';
import { VISIT_REMINDER_ID } from '../bookings/booking-subjects.ts';
import { bookingTextFacts, NOT_TEXTABLE } from './customer-text.ts';
import { defineNotice } from '../../platform/outbox/notice.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';

/** The records this notice reads. */
type Reads = { bookings: BookingStore; texts: TextStore };

export const visitReminderNotice = defineNotice<{ visitId: string; date: LocalDate }, Reads>({
  kind: 'visit-reminder',
  id: VISIT_REMINDER_ID,
  sms: ({ visitId, date }, secret, ctx) => {
    const { bookings } = ctx.stores;
    const visit = bookings.visit(visitId);
    const booking = visit && bookings.get(visit.bookingId);
    if (!visit || !booking) return undefined;
    const to = booking.customer.mobileE164;
    if (!to || !ctx.textable(to)) return NOT_TEXTABLE;
    if (visit.state !== 'scheduled' || visit.date !== date) return { skip: 'the visit was moved or cancelled' };
    const facts = bookingTextFacts(booking, date, to, secret, ctx);
    return { to, body: TEXT_CATALOGS[booking.customer.language].texts[visit.deepClean ? 'reminder-deep' : 'reminder'](facts) };
  },
});
