// The calendar invitation for a booking, made with ical-generator: one stable UID per booking, its
// SEQUENCE raised on every change, a cancel as METHOD:CANCEL of the same UID, a membership as
// an RRULE over its slots with each cancelled visit excluded (EXDATE) and each moved one as an
// override (RECURRENCE-ID), all from the stored visits; all-day dates (a visit is sometime that
// day), and the business's time zone declared.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { oneLine } from '../../../common/control-characters.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import type { Invite } from '../../platform/outbox/email-message.ts';
import type { BookingView, Visit } from './booking-types.ts';
import { BOOKING_EMAIL_WORDS } from './booking-email-words.ts';
import { planWords } from './booking-words.ts';
import type { ServiceDates } from './service-dates.ts';
import { wordsOf } from '../../../common/business-words.ts';
import type { SiteConfig } from '../../../common/site-config.schema.ts';

/**
 * One UID per booking, in the business's own domain (its e-mail's, which the server's address does
 * not change): a calendar matches every update of the event by it.
 */
export const bookingUid = (booking: { id: string }, business: Pick<SiteConfig, 'email'>) =>
  `${booking.id}@${business.email.split('@').at(-1)!.toLowerCase()}`;

/**
 * A name as an invitation's header and parameters hold it (PRODID, ORGANIZER's and ATTENDEE's CN):
 * the generator escapes text values but writes these as given, so a line break in a name would
 * end the line and start one of the writer's own (an ATTENDEE added, say), and a quote would end
 * the parameter. One line, no quote, whatever was stored.
 */
export const icsName = (words: string) => oneLine(words).replaceAll('"', "'").replace(/ {2,}/g, ' ').trim();

/** 'YYYYMMDD', the iCalendar DATE form. */
const icsDate = (date: LocalDate) => date.replaceAll('-', '');

/** A date as a Date for the generator: its UTC midnight (all-day dates are written from UTC fields). */
export const utcDay = (date: LocalDate) => new Date(`${date}T00:00:00Z`);

/**
 * ical-generator writes RECURRENCE-ID as a date-time even for an all-day event; iCalendar wants it
 * the same type as DTSTART, a DATE, or clients do not match the override to its visit.
 */
const asDates = (ics: string) => ics.replace(/^RECURRENCE-ID:(\d{8})T000000Z?\r$/gm, 'RECURRENCE-ID;VALUE=DATE:$1\r');

/** A content line folded as iCalendar wants it: at most 75 octets a line, each continuation begun with a space (ASCII here). */
const folded = (line: string) => {
  const parts = [line.slice(0, 75)];
  for (let at = 75; at < line.length; at += 74) parts.push(` ${line.slice(at, at + 74)}`);
  return parts.join('\r\n');
};

/** The slots given up, as an EXDATE under the rule (the generator takes no exclusions with a rule given as text). */
const withExdates = (ics: string, slots: LocalDate[]) =>
  slots.length
    ? ics.replace(
        /^(RRULE:[^\r]*)\r$/m,
        (_line, rule: string) => `${rule}\r\n${folded(`EXDATE;VALUE=DATE:${slots.map(icsDate).join(',')}`)}\r`,
      )
    : ics;

/** Every content line ends with CRLF, the calendar's last one too. */
const ended = (ics: string) => (ics.endsWith('\r\n') ? ics : `${ics}\r\n`);

export interface InviteOptions {
  dates: ServiceDates;
  /** The business's settings now: the invitation's organizer, and the plans its words name. */
  business: SiteConfig;
  /** The customer's link to change or cancel. */
  manageUrl?: string | undefined;
  /** When the invitation is made (its DTSTAMP). */
  now: number;
}

/** The invitation for a booking and its stored visits (every one, cancelled ones too). */
export function bookingInvite(booking: BookingView, visits: readonly Visit[], { dates, business, manageUrl, now }: InviteOptions): Invite {
  const b = wordsOf(business);
  const cancelled = booking.status === 'cancelled';
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: icsName(b.brand), product: 'bookings' }, method });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: dates.calendar.timeZone }]);
  const { language } = booking.customer;
  const w = BOOKING_EMAIL_WORDS[language].invite;
  const words = planWords(booking, business.plans, language);
  // The plan with its price, in the same words as the e-mail, the page and the checkout.
  const plan = `${words.name}, ${words.price}`;
  const common = {
    id: bookingUid(booking, business),
    sequence: booking.sequence,
    stamp: new Date(now),
    allDay: true,
    summary: w.summary(b),
    location: `${booking.customer.street}, ${booking.customer.zip}`,
    description: [w.what(plan), manageUrl && w.change(manageUrl), w.questions(b)].filter(Boolean).join('\n'),
    organizer: { name: icsName(b.brand), email: b.email },
    attendees: [{ name: icsName(booking.customer.name), email: booking.customer.email }],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(manageUrl ? { url: manageUrl } : {}),
  };
  const day = (date: LocalDate) => ({ start: utcDay(date), end: utcDay(dates.calendar.addDays(date, 1)) });
  if (booking.intervalDays === null) {
    const visit = visits[0];
    calendar.createEvent({ ...common, ...day(visit?.date ?? booking.ruleStart) });
    return { method, content: ended(calendar.toString()) };
  }
  const master = calendar.createEvent({ ...common, ...day(booking.ruleStart) });
  master.repeating(`RRULE:FREQ=WEEKLY;INTERVAL=${booking.intervalDays / 7}${booking.endsOn ? `;UNTIL=${icsDate(booking.endsOn)}` : ''}`);
  const inRule = (v: Visit) => !booking.endsOn || v.slot <= booking.endsOn;
  // Visits given up or paused are left out of the series (EXDATE); a moved one is an override.
  const gone = (v: Visit) => v.state === 'cancelled' || v.state === 'paused';
  const excluded = cancelled ? [] : visits.filter((v) => gone(v) && inRule(v)).map((v) => v.slot);
  if (!cancelled)
    for (const visit of visits)
      if (!gone(visit) && visit.date !== visit.slot)
        calendar.createEvent({ ...common, ...day(visit.date), recurrenceId: utcDay(visit.slot) });
  return { method, content: ended(withExdates(asDates(calendar.toString()), excluded)) };
}
