// The bookings store's events, as a follower hears them: each change once, in order, with who
// made it; and a follower that fails undoes the change it followed (one transaction).
import { describe, expect, it } from 'vitest';
import { cleanupsAfterEach } from '../../../../tests/support/cleanups.ts';
import { validLead } from '../../../../tests/support/valid-lead.ts';
import { siteConfig } from '../../../common/site-config.ts';
import { SettableClock } from '../../platform/clock/clock.ts';
import { openTempDatabase } from '../../app/schema/temp-database.ts';
import { LeadStore } from '../leads/lead-store.ts';
import { Outbox } from '../../platform/outbox/outbox.ts';
import { BookingEvents, type BookingEvent } from './booking-events.ts';
import { BookingStore } from './booking-store.ts';
import { ServiceDates } from './service-dates.ts';
import { queueBookingChange } from '../notices/booking-change.ts';

const cleanups = cleanupsAfterEach();
const consent = { text: 't', at: '2026-11-22T15:00:00.000Z', phone: validLead.mobile, ip: '', userAgent: '', pageUrl: '' };

function setup() {
  const temp = openTempDatabase();
  cleanups.push(temp.close);
  const clock = new SettableClock('2026-11-22T15:00:00Z'); // Sunday, 10:00 in Atlanta
  const outbox = new Outbox(temp.db, clock);
  const leads = new LeadStore(temp.db, outbox, { clock, channels: [] });
  const events = new BookingEvents();
  const dates = new ServiceDates(siteConfig.booking, siteConfig.timeZone, clock);
  const bookings = new BookingStore(temp.db, outbox, { dates, ownerEmail: false, events, plans: () => siteConfig.plans });
  // Who is told follows like any other follower: the customer's e-mail for each change.
  events.on('changed', (event) =>
    queueBookingChange(event, { outbox, bookings, customerEmail: true, ownerEmail: false, mayText: undefined, delayMs: 0 }),
  );
  const book = (date: string) => {
    const result = bookings.book({
      planId: 'one-time',
      pickupDay: 'Tuesday',
      date,
      by: 'receptionist',
      lead: () => leads.insertNow({ source: 'voice', lead: validLead, consent }).id,
    });
    if (!result.ok) throw new Error(`not booked: ${result.problem}`);
    return result.booking;
  };
  return { bookings, events, outbox, clock, book };
}

const said = (event: BookingEvent) =>
  event.kind === 'changed'
    ? `${event.change.what} by ${event.change.by}`
    : event.kind === 'marked'
      ? `marked ${event.visit.state} (was ${event.before})`
      : event.kind;

describe("the bookings store's events", () => {
  it('hands each change to its followers once, in order, with who made it', () => {
    const { bookings, events, clock, book } = setup();
    const heard: string[] = [];
    events.on('changed', (event) => heard.push(said(event)));
    events.on('marked', (event) => heard.push(said(event)));
    const booking = book('2026-11-25');
    const visit = bookings.visits(booking.id)[0]!;
    expect(bookings.moveVisit(visit.id, '2026-12-02', 'customer')?.ok).toBe(true);
    clock.set('2026-12-02T20:00:00Z');
    expect(bookings.mark(visit.id, 'done', 'owner')).toBe(true);
    expect(bookings.mark(visit.id, 'done', 'owner')).toBe(true); // the same mark again: no news
    expect(heard).toEqual(['booked by receptionist', 'moved by customer', 'marked done (was scheduled)']);
  });

  it('a follower that fails undoes the change it followed, and nothing is queued for it', () => {
    const { bookings, events, outbox, book } = setup();
    const booking = book('2026-11-25');
    const visit = bookings.visits(booking.id)[0]!;
    const queued = () => outbox.due('customer-email', 100, Infinity).length;
    const before = queued();
    expect(before).toBe(1); // the booking's confirmation
    events.on('changed', () => {
      throw new Error('the follower failed');
    });
    expect(() => bookings.moveVisit(visit.id, '2026-12-02', 'customer')).toThrow('the follower failed');
    expect(bookings.visits(booking.id).map((v) => v.date)).toEqual(['2026-11-25']);
    expect(queued()).toBe(before);
  });
});
