import { describe, expect, it } from 'vitest';
import { cleanupsAfterEach } from '../../../tests/support/cleanups.ts';
import { validLead } from '../../../tests/support/valid-lead.ts';
import { siteConfig } from '../../common/site-config.ts';
import { SettableClock } from '../clock/clock.ts';
import { openTempDatabase } from '../db/temp-database.ts';
import { openStores } from '../stores.ts';

const cleanups = cleanupsAfterEach();
const consent = { text: 't', at: '2026-11-22T15:00:00.000Z', phone: validLead.mobile, ip: '', userAgent: '', pageUrl: '' };

function setup(capacityPerDay = 3) {
  const temp = openTempDatabase();
  cleanups.push(temp.close);
  const clock = new SettableClock('2026-11-22T15:00:00Z'); // Sunday, 10:00 in Atlanta
  const stores = openStores(temp.db, { clock, email: true, booking: { ...siteConfig.booking, capacityPerDay } });
  const book = (date: string, membership = false, extra: { dedupeKey?: string; pickupDay?: 'Tuesday' | 'Monday' } = {}) =>
    stores.bookings.book({
      planId: membership ? 'membership' : 'one-time',
      pickupDay: extra.pickupDay ?? 'Tuesday',
      date,
      membership,
      by: 'receptionist',
      dedupeKey: extra.dedupeKey,
      lead: () => stores.leads.insertNow({ source: 'voice', lead: validLead, consent }).id,
    });
  return { ...stores, clock, db: temp.db, book };
}

describe('the booking store', () => {
  it('holds a date until it is full, then names the next dates and stores nothing', () => {
    const { book, bookings, leads } = setup(2);
    expect(book('2026-11-25').ok).toBe(true);
    expect(book('2026-11-25').ok).toBe(true);
    const refused = book('2026-11-25');
    expect(refused).toEqual({ ok: false, problem: 'full', next: ['2026-12-02', '2026-12-09'] });
    expect(bookings.visitsOn('2026-11-25')).toBe(2);
    expect(leads.list()).toHaveLength(2);
  });

  it('refuses a date against the rule, storing nothing', () => {
    const { book, leads } = setup();
    expect(book('2026-11-24')).toMatchObject({ ok: false, problem: 'wrong-weekday', next: ['2026-11-25', '2026-12-02', '2026-12-09'] });
    expect(leads.list()).toHaveLength(0);
  });

  it("counts a membership's visits every 4 weeks toward each day's room", () => {
    const { book, bookings } = setup(1);
    const member = book('2026-11-25', true);
    expect(member.ok).toBe(true);
    expect(bookings.visitsOn('2026-11-25')).toBe(1);
    expect(bookings.visitsOn('2026-12-02')).toBe(0);
    expect(bookings.visitsOn('2026-12-23')).toBe(1);
    expect(bookings.visitsOn('2027-01-20')).toBe(1);
    // The 23rd is within the horizon on the 5th: a one-time clean there is refused for room.
    expect(bookings.datesWithRoom('Tuesday', 5)).toEqual(['2026-12-02', '2026-12-09']);
  });

  it('moves one membership visit, and counts it on its new date', () => {
    const { book, bookings, clock } = setup(5);
    const result = book('2026-11-25', true);
    if (!result.ok) throw new Error('not booked');
    clock.set('2026-12-10T15:00:00Z');
    const moved = bookings.move(result.booking.id, '2026-12-23', '2026-12-30', 'customer');
    expect(moved).toMatchObject({ ok: true, booking: { sequence: 1, moves: [{ from: '2026-12-23', to: '2026-12-30' }] } });
    expect(bookings.visitsOn('2026-12-23')).toBe(0);
    expect(bookings.visitsOn('2026-12-30')).toBe(1);
    expect(bookings.nextVisits(bookings.get(result.booking.id)!, 3)).toEqual(['2026-12-30', '2027-01-20', '2027-02-17']);
    // A visit that is not the booking's is not moved.
    expect(bookings.move(result.booking.id, '2026-12-24', '2026-12-30', 'customer')).toBeUndefined();
    expect(bookings.history(result.booking.id).map((c) => [c.what, c.by, c.sequence])).toEqual([
      ['booked', 'receptionist', 0],
      ['moved', 'customer', 1],
    ]);
  });

  it('moves a whole day to a working day with room for all of it, or moves none', () => {
    const { book, bookings, outbox, clock } = setup(3);
    const once = book('2026-11-25');
    const member = book('2026-11-25', true);
    if (!once.ok || !member.ok) throw new Error('not booked');
    book('2026-12-02');
    book('2026-12-02');
    const emails = () => outbox.due('customer-email', 50).length;
    const before = emails();

    // The 2nd has room for one more, not two: nothing moves.
    expect(bookings.moveDay('2026-11-25', '2026-12-02', 'owner')).toEqual({ ok: false, problem: 'full', room: 1, needed: 2 });
    expect(bookings.moveDay('2026-11-25', '2026-11-26', 'owner')).toMatchObject({ problem: 'no-service' }); // Thanksgiving
    expect(bookings.moveDay('2026-11-25', '2026-11-22', 'owner')).toMatchObject({ problem: 'too-soon' });
    expect(bookings.moveDay('2026-11-25', '2026-11-25', 'owner')).toMatchObject({ problem: 'same-day' });
    expect(bookings.moveDay('2026-11-24', '2026-11-27', 'owner')).toMatchObject({ problem: 'no-visits' });
    expect(bookings.visitsOn('2026-11-25')).toBe(2);
    expect(emails()).toBe(before);
    expect(bookings.workdaysWithRoom(2, { except: '2026-11-25' })).not.toContain('2026-12-02');
    expect(bookings.workdaysWithRoom(1)).toContain('2026-12-02');

    // A Friday is not a Tuesday pickup's day; a day's move may go there all the same.
    expect(bookings.moveDay('2026-11-25', '2026-11-27', 'owner')).toEqual({ ok: true, moved: 2 });
    expect(bookings.visitsOn('2026-11-25')).toBe(0);
    expect(bookings.visitsOn('2026-11-27')).toBe(2);
    expect(bookings.get(once.booking.id)?.firstDate).toBe('2026-11-27');
    // The membership's round moved; the next ones stay on its 4-week rhythm.
    expect(bookings.nextVisits(bookings.get(member.booking.id)!, 2)).toEqual(['2026-11-27', '2026-12-23']);
    expect(bookings.history(member.booking.id).at(-1)).toMatchObject({
      what: 'moved',
      by: 'owner',
      detail: { from: '2026-11-25', to: '2026-11-27' },
    });
    expect(emails()).toBe(before + 2);
    clock.set('2026-11-28T15:00:00Z');
    expect(bookings.moveDay('2026-11-27', '2026-12-04', 'owner')).toMatchObject({ problem: 'past' });
  });

  it('a cancelled booking frees its place; the same dedupe key books once', () => {
    const { book, bookings } = setup(1);
    const first = book('2026-11-25', false, { dedupeKey: 'call-1:tool-1' });
    const again = book('2026-11-25', false, { dedupeKey: 'call-1:tool-1' });
    if (!first.ok || !again.ok) throw new Error('not booked');
    expect(again).toMatchObject({ duplicate: true, booking: { id: first.booking.id } });
    expect(bookings.cancel(first.booking.id, 'customer')?.status).toBe('cancelled');
    expect(bookings.visitsOn('2026-11-25')).toBe(0);
    expect(book('2026-11-25').ok).toBe(true);
  });

  it("queues the customer's e-mail with a one-time secret, and the owner's on a customer's change", () => {
    const { book, bookings, outbox } = setup();
    const result = book('2026-11-25');
    if (!result.ok) throw new Error('not booked');
    const [confirmation] = outbox.due('customer-email', 10);
    expect(confirmation?.subject.kind).toBe('booking-change');
    expect(confirmation?.secret).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(bookings.byToken(confirmation!.secret!)?.id).toBe(result.booking.id);
    expect(bookings.byToken('x'.repeat(22))).toBeUndefined();
    expect(outbox.due('email', 10).filter((d) => d.subject.kind === 'booking-change')).toHaveLength(0);
    bookings.cancel(result.booking.id, 'customer');
    expect(outbox.due('email', 10).filter((d) => d.subject.kind === 'booking-change')).toHaveLength(1);
    outbox.markDelivered(confirmation!.id, 1, 250);
    expect(outbox.due('customer-email', 10).map((d) => d.id)).not.toContain(confirmation!.id);
  });

  it('a link works until 30 days after the last visit', () => {
    const { book, bookings, outbox, clock } = setup();
    const result = book('2026-11-25');
    if (!result.ok) throw new Error('not booked');
    const token = outbox.due('customer-email', 1)[0]!.secret!;
    clock.set('2026-12-25T15:00:00Z');
    expect(bookings.byToken(token)?.reference).toBe(result.booking.reference);
    clock.set('2026-12-26T15:00:00Z');
    expect(bookings.byToken(token)).toBeUndefined();
  });
});
