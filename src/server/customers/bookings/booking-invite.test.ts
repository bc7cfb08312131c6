// A membership's invitation with many visits given up, read by ical.js (an independent parser):
// every content line at most 75 octets (the EXDATE line folded too), and the calendar ending with CRLF.
import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { siteConfig } from '../../../common/site-config.ts';
import { SettableClock } from '../../platform/clock/clock.ts';
import { bookingInvite } from './booking-invite.ts';
import type { BookingView, Visit } from './booking-types.ts';
import { ServiceDates } from './service-dates.ts';

const dates = new ServiceDates(siteConfig.booking, siteConfig.timeZone, new SettableClock('2026-11-22T15:00:00Z'));
const member: BookingView = {
  id: 'b1',
  reference: 'K7M2QX',
  leadId: 'l1',
  planId: 'membership',
  cans: 2,
  pickupDay: 'Tuesday',
  ruleStart: '2026-11-25',
  intervalDays: 28,
  endsOn: null,
  status: 'booked',
  holdUntil: null,
  sequence: 3,
  createdAt: 0,
  updatedAt: 0,
  accountId: null,
  prices: { first: 3200, extra: 800 },
  customer: {
    name: 'Dana Peach',
    email: 'dana@example.com',
    mobile: '(404) 555-0199',
    mobileE164: '+14045550199',
    street: '123 Peachtree St NE',
    zip: '30309',
    notes: '',
    language: 'en',
    business: null,
  },
};
const slots = Array.from({ length: 12 }, (_, i) => dates.calendar.addDays('2026-11-25', 28 * i));
const visits: Visit[] = slots.map((slot, i) => ({
  id: `v${i}`,
  bookingId: 'b1',
  slot,
  date: slot,
  // Nine of the twelve given up: the EXDATE line runs past 75 octets.
  state: i < 9 ? 'cancelled' : 'scheduled',
  movedFrom: null,
  deepClean: false,
  note: null,
  markedBy: null,
  changedAt: 0,
  changedBy: 'customer',
}));

it('folds every line at 75 octets, the EXDATE line too, and ends with CRLF', () => {
  const { content } = bookingInvite(member, visits, { dates, business: siteConfig, now: Date.parse('2026-11-22T15:00:00Z') });
  expect(content.endsWith('END:VCALENDAR\r\n')).toBe(true);
  for (const line of content.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const event = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!;
  const excluded = event.getAllProperties('exdate').flatMap((p) => p.getValues().map((v) => String(v)));
  expect(excluded).toEqual(slots.slice(0, 9));
});
