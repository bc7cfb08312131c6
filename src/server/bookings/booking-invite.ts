// The calendar invitation for a booking, made with ical-generator: one stable UID per booking, its
// SEQUENCE raised on every change, a cancel as METHOD:CANCEL of the same UID, a membership as
// an RRULE with each moved visit as an override (RECURRENCE-ID), all-day dates (a visit is
// sometime that day), and the business's time zone declared.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { formatPhone } from '../../common/phone.ts';
import { siteConfig } from '../../common/site-config.ts';
import type { LocalDate } from '../clock/business-calendar.ts';
import type { Invite } from '../outbox/email-message.ts';
import type { BookingView } from './booking-types.ts';
import { planWords } from './booking-words.ts';
import type { ServiceDates } from './service-dates.ts';
import { lastVisit } from './visit-dates.ts';

/** One UID per booking, in the business's domain. */
export const bookingUid = (booking: { id: string }) => `${booking.id}@${new URL(siteConfig.siteUrl).hostname}`;

/** 'YYYYMMDD', the iCalendar DATE form. */
const icsDate = (date: LocalDate) => date.replaceAll('-', '');

/** A date as a Date for the generator: its UTC midnight (all-day dates are written from UTC fields). */
export const utcDay = (date: LocalDate) => new Date(`${date}T00:00:00Z`);

/**
 * ical-generator writes RECURRENCE-ID as a date-time even for an all-day event; iCalendar wants it
 * the same type as DTSTART, a DATE, or clients do not match the override to its visit.
 */
const asDates = (ics: string) => ics.replace(/^RECURRENCE-ID:(\d{8})T000000Z?\r$/gm, 'RECURRENCE-ID;VALUE=DATE:$1\r');

export interface InviteOptions {
  dates: ServiceDates;
  /** The customer's link to change or cancel. */
  manageUrl?: string | undefined;
  /** When the invitation is made (its DTSTAMP). */
  now: number;
}

export function bookingInvite(booking: BookingView, { dates, manageUrl, now }: InviteOptions): Invite {
  const cancelled = booking.status === 'cancelled';
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: siteConfig.brandName, product: 'bookings' }, method });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: dates.calendar.timeZone }]);
  const plan = planWords(booking).name;
  const common = {
    id: bookingUid(booking),
    sequence: booking.sequence,
    stamp: new Date(now),
    allDay: true,
    summary: `${siteConfig.brandName}: trash can cleaning`,
    location: `${booking.customer.street}, ${booking.customer.zip}`,
    description: [
      `${plan}. Leave your cans at the curb after pickup. ${siteConfig.serviceWindow}`,
      manageUrl && `Change or cancel: ${manageUrl}`,
      `Questions: ${formatPhone(siteConfig.phone)} or ${siteConfig.email}`,
    ]
      .filter(Boolean)
      .join('\n'),
    organizer: { name: siteConfig.brandName, email: siteConfig.email },
    attendees: [{ name: booking.customer.name, email: booking.customer.email }],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(manageUrl ? { url: manageUrl } : {}),
  };
  const master = calendar.createEvent({
    ...common,
    start: utcDay(booking.firstDate),
    end: utcDay(dates.calendar.addDays(booking.firstDate, 1)),
  });
  if (booking.intervalDays !== null) {
    const until = booking.endsOn ? lastVisit(dates.calendar, booking) : null;
    master.repeating(`RRULE:FREQ=WEEKLY;INTERVAL=${booking.intervalDays / 7}${until ? `;UNTIL=${icsDate(until)}` : ''}`);
    if (!cancelled)
      for (const move of booking.moves) {
        calendar.createEvent({
          ...common,
          start: utcDay(move.to),
          end: utcDay(dates.calendar.addDays(move.to, 1)),
          recurrenceId: utcDay(move.from),
        });
      }
  }
  return { method, content: asDates(calendar.toString()) };
}
