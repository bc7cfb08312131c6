import { describe, expect, it } from 'vitest';
import { cleanupsAfterEach } from '../../../../tests/support/cleanups.ts';
import { validLead } from '../../../../tests/support/valid-lead.ts';
import type { BookingRules } from '../../../common/site-config.schema.ts';
import { siteConfig } from '../../../common/site-config.ts';
import { SettableClock } from '../../platform/clock/clock.ts';
import { openTempDatabase } from '../../app/schema/temp-database.ts';
import { openStores } from '../../app/wiring/stores.ts';
import { moveVisitOn } from '../../../../tests/support/visits.ts';
import { membershipEvery } from '../../../../tests/support/membership-rhythm.ts';
import { dayUpdateEmail } from '../../field/crew-flow/day-digest-email.ts';
import { EMAIL_ON } from '../../app/wiring/channels.ts';

const cleanups = cleanupsAfterEach();
const dates = (visits: { date: string }[]) => visits.map((v) => v.date);
const consent = { text: 't', at: '2026-11-22T15:00:00.000Z', phone: validLead.mobile, ip: '', userAgent: '', pageUrl: '' };

const setup = (capacityPerDay = 3) => setupWith({ capacityPerDay });

function setupWith(rules: Partial<BookingRules>, membershipWeeks?: number) {
  const temp = openTempDatabase();
  cleanups.push(temp.close);
  const clock = new SettableClock('2026-11-22T15:00:00Z'); // Sunday, 10:00 in Atlanta
  const stores = openStores(temp.db, { clock, channels: EMAIL_ON, booking: { ...siteConfig.booking, ...rules } });
  if (membershipWeeks) membershipEvery(stores.settings, membershipWeeks);
  const book = (date: string, membership = false, extra: { dedupeKey?: string; pickupDay?: 'Tuesday' | 'Monday' } = {}) =>
    stores.bookings.book({
      planId: membership ? 'membership' : 'one-time',
      pickupDay: extra.pickupDay ?? 'Tuesday',
      date,
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
    const visitOn = (date: string) => bookings.visits(result.booking.id).find((v) => v.date === date)!;
    const moved = bookings.moveVisit(visitOn('2026-12-23').id, '2026-12-30', 'customer');
    expect(moved).toMatchObject({
      ok: true,
      booking: { sequence: 1 },
      visit: { slot: '2026-12-23', date: '2026-12-30', movedFrom: '2026-12-23' },
    });
    expect(bookings.visitsOn('2026-12-23')).toBe(0);
    expect(bookings.visitsOn('2026-12-30')).toBe(1);
    expect(dates(bookings.nextVisits(bookings.get(result.booking.id)!, 3))).toEqual(['2026-12-30', '2027-01-20', '2027-02-17']);
    // No such visit: nothing to move.
    expect(bookings.moveVisit('not-a-visit', '2026-12-30', 'customer')).toBeUndefined();
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
    expect(dates(bookings.visits(once.booking.id))).toEqual(['2026-11-27']);
    // The membership's round moved; the next ones stay on its 4-week rhythm.
    expect(dates(bookings.nextVisits(bookings.get(member.booking.id)!, 2))).toEqual(['2026-11-27', '2026-12-23']);
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

  it("a membership ended on the morning of its visit day keeps today's visit everywhere, and gives up the rest", () => {
    const { book, bookings, clock } = setup(5);
    const member = book('2026-11-25', true);
    if (!member.ok) throw new Error('not booked');
    clock.set('2026-11-25T12:00:00Z'); // 07:00 on the visit day
    expect(bookings.cancel(member.booking.id, 'customer', 'ended')).toMatchObject({ status: 'ended', endsOn: '2026-11-25' });
    expect(bookings.visitsOn('2026-11-25')).toBe(1);
    expect(bookings.day('2026-11-25').map((v) => v.bookingId)).toEqual([member.booking.id]);
    expect(bookings.visitsOn('2026-12-23')).toBe(0);
    const states = bookings.visits(member.booking.id).map((v) => [v.date, v.state]);
    expect(states[0]).toEqual(['2026-11-25', 'scheduled']);
    expect(states.slice(1).every(([, state]) => state === 'cancelled')).toBe(true);
  });

  it('books a membership only when every visit in its window has room (a 2-week plan)', () => {
    const { book, bookings } = setupWith({ capacityPerDay: 1 }, 2);
    // A one-time clean on December 9 leaves no room for a 2-week membership from November 25.
    expect(book('2026-12-09').ok).toBe(true);
    const refused = book('2026-11-25', true);
    expect(refused).toMatchObject({ ok: false, problem: 'full' });
    expect(refused.ok ? [] : refused.next).not.toContain('2026-11-25');
    expect(bookings.visitsOn('2026-11-25')).toBe(0);
    const member = book('2026-12-02', true);
    expect(member.ok).toBe(true);
    // Written ahead through the horizon (21 days) and two intervals: to January 10.
    for (let date = '2026-12-02'; date <= '2027-01-10'; date = bookings.dates.calendar.addDays(date, 14))
      expect(bookings.visitsOn(date), date).toBe(1);
  });

  it("refuses to move a visit onto a date holding another of the same booking's", () => {
    const { book, bookings } = setupWith({ capacityPerDay: 5 }, 1);
    const member = book('2026-11-25', true);
    if (!member.ok) throw new Error('not booked');
    const [first] = bookings.visits(member.booking.id);
    expect(bookings.moveVisit(first!.id, '2026-12-02', 'customer')).toMatchObject({ ok: false, problem: 'same-booking' });
    expect(dates(bookings.visits(member.booking.id)).slice(0, 3)).toEqual(['2026-11-25', '2026-12-02', '2026-12-09']);
  });

  it('a whole-day move refuses a day that already holds the same customer, and leaves marked visits behind', () => {
    const { book, bookings, clock } = setupWith({ capacityPerDay: 5 }, 1);
    const member = book('2026-11-25', true);
    const once = book('2026-11-25');
    if (!member.ok || !once.ok) throw new Error('not booked');
    expect(bookings.moveDay('2026-11-25', '2026-12-02', 'owner')).toMatchObject({ ok: false, problem: 'same-booking' });
    expect(bookings.visitsOn('2026-12-02')).toBe(1);
    // A storm stops the day after one visit is done: the rest move, the done one stays.
    clock.set('2026-11-25T20:00:00Z');
    bookings.mark(bookings.visits(once.booking.id)[0]!.id, 'done', 'owner');
    expect(bookings.moveDay('2026-11-25', '2026-11-27', 'owner')).toEqual({ ok: true, moved: 1 });
    expect(bookings.day('2026-11-25').map((v) => [v.bookingId, v.state])).toEqual([[once.booking.id, 'done']]);
  });

  it('a visit gone by, or marked at the curb, is not moved or cancelled', () => {
    const { book, bookings, clock } = setup(5);
    const once = book('2026-11-25');
    const member = book('2026-11-25', true);
    if (!once.ok || !member.ok) throw new Error('not booked');
    const [visit] = bookings.visits(once.booking.id);
    const [first] = bookings.visits(member.booking.id);
    clock.set('2026-11-25T20:00:00Z'); // the visit day, 15:00
    expect(bookings.mark(first!.id, 'done', 'owner')).toBe(true);
    expect(bookings.cancelVisit(first!.id, 'customer')).toMatchObject({ ok: false, problem: 'marked' });
    expect(bookings.moveVisit(first!.id, '2026-12-02', 'customer')).toMatchObject({ ok: false, problem: 'marked' });
    clock.set('2026-11-26T15:00:00Z');
    expect(bookings.cancelVisit(visit!.id, 'customer')).toMatchObject({ ok: false, problem: 'past' });
    expect(bookings.get(once.booking.id)?.status).toBe('booked');
    expect(bookings.visit(visit!.id)?.state).toBe('scheduled');
    // A visit is marked on its day or after, not before.
    const [, next] = bookings.visits(member.booking.id);
    expect(bookings.mark(next!.id, 'done', 'owner')).toBe(false);
  });

  it("'done' is a visit's state only: a membership ends, a visit is done", () => {
    const { book, bookings, clock } = setup(5);
    const member = book('2026-11-25', true);
    if (!member.ok) throw new Error('not booked');
    const [first] = bookings.visits(member.booking.id);
    clock.set('2026-11-25T20:00:00Z');
    bookings.mark(first!.id, 'done', 'owner');
    clock.set('2026-12-01T15:00:00Z');
    expect(bookings.cancel(member.booking.id, 'customer', 'ended')?.status).toBe('ended');
    expect(bookings.visit(first!.id)?.state).toBe('done');
    // Ended before its first visit, a membership is cancelled: it never ran.
    const early = book('2026-12-09', true);
    if (!early.ok) throw new Error('not booked');
    expect(bookings.cancel(early.booking.id, 'customer', 'ended')?.status).toBe('cancelled');
  });

  it("keeps a membership's visits written ahead as days pass: the scheduler's job, never a read's", () => {
    const { book, bookings, clock } = setup(5);
    const member = book('2026-11-25', true);
    if (!member.ok) throw new Error('not booked');
    const window = 21 + 2 * 28;
    const last = () => bookings.visits(member.booking.id).at(-1)!.date;
    expect(last() <= bookings.dates.calendar.addDays('2026-11-22', window)).toBe(true);
    clock.set('2027-06-01T15:00:00Z');
    // Reading writes nothing: until the scheduler runs, the rows are as they were.
    const before = last();
    expect(bookings.visitsOn('2027-06-09')).toBe(0);
    expect(last()).toBe(before);
    bookings.writeAhead();
    expect(bookings.visitsOn('2027-06-09')).toBe(1);
    expect(last() > bookings.dates.calendar.addDays('2027-06-01', window - 28)).toBe(true);
  });

  it('once the evening list is out, a booking or move for that day sends the owner an update', () => {
    const { book, bookings, outbox, clock } = setup(5);
    const early = book('2026-11-25');
    if (!early.ok) throw new Error('not booked');
    const updates = () => outbox.due('email', 50).filter((d) => d.subject.kind === 'day-update');
    clock.set('2026-11-24T22:30:00Z'); // Tuesday 17:30 in Atlanta: after the list (17:00), before the cut-off (18:00)
    expect(bookings.queueDayDigests()).toContain('2026-11-25');
    const late = book('2026-11-25');
    if (!late.ok) throw new Error('not booked');
    expect(moveVisitOn(bookings, early.booking.id, '2026-11-25', '2026-12-02', 'customer')?.ok).toBe(true);
    const ids = updates().map((d) => d.subject.id);
    expect(ids).toHaveLength(2);
    const found = bookings.change(ids[1]!.split('|')[0]!)!;
    const email = dayUpdateEmail(
      '2026-11-25',
      found.booking,
      found.change,
      bookings.visitsOn('2026-11-25'),
      bookings.dates,
      bookings.plans(),
    );
    expect(email.subject).toBe(`Update for Wednesday November 25: ${validLead.full_name} moved to Wednesday, December 2`);
    expect(email.text).toContain('Now: Wednesday November 25: 1 visit (of 5)');
    // The owner's own changes are not news to the owner.
    moveVisitOn(bookings, late.booking.id, '2026-11-25', '2026-12-02', 'owner');
    expect(updates()).toHaveLength(2);
  });
});

describe('a pause across a holiday move', () => {
  it("the owner's move of a holiday leaves a paused visit where it is; a moved visit can be paused; no deep clean is lost", () => {
    // December 23 is a day off here: the memberships' round on it must move.
    const { book, bookings, clock } = setupWith({ blackoutDates: [...siteConfig.booking.blackoutDates, '2026-12-23'] });
    const a = book('2026-11-25', true);
    const b = book('2026-11-25', true);
    if (!a.ok || !b.ok) throw new Error('not booked');
    const states = (id: string) =>
      bookings.visits(id).map((v) => `${v.date} ${v.state}${v.movedFrom ? ` from ${v.movedFrom}` : ''}${v.deepClean ? ' deep' : ''}`);
    clock.set('2026-12-10T15:00:00Z'); // Thursday, December 10

    expect(bookings.pause(a.booking.id, { weeks: 4 }, 'customer')).toEqual({
      ok: true,
      from: '2026-12-23',
      until: '2027-01-20',
      firstAfter: '2027-01-20',
      paused: 1,
    });
    expect(bookings.daysOffWithVisits(30)).toEqual([{ date: '2026-12-23', count: 1 }]);
    expect(bookings.moveDay('2026-12-23', '2026-12-22', 'owner')).toEqual({ ok: true, moved: 1 });
    expect(states(a.booking.id)).toEqual([
      '2026-11-25 scheduled',
      '2026-12-23 paused',
      '2027-01-20 scheduled',
      '2027-02-17 scheduled deep',
    ]);
    expect(states(b.booking.id)).toEqual([
      '2026-11-25 scheduled',
      '2026-12-22 scheduled from 2026-12-23',
      '2027-01-20 scheduled deep',
      '2027-02-17 scheduled',
    ]);

    // B pauses its moved visit: its deep clean passes to the third visit that takes place.
    expect(bookings.pause(b.booking.id, { until: '2026-12-29' }, 'owner')).toMatchObject({
      ok: true,
      from: '2026-12-22',
      firstAfter: '2027-01-20',
    });
    expect(states(b.booking.id)).toEqual([
      '2026-11-25 scheduled',
      '2026-12-22 paused from 2026-12-23',
      '2027-01-20 scheduled',
      '2027-02-17 scheduled deep',
    ]);
    expect(bookings.day('2026-12-22')).toEqual([]);

    // A resumes early: its visit on the holiday is back, and the owner's list of days off says it needs a date.
    expect(bookings.resume(a.booking.id, 'customer')).toEqual({ ok: true, next: '2026-12-23', back: 1 });
    expect(bookings.daysOffWithVisits(30)).toEqual([{ date: '2026-12-23', count: 1 }]);
    expect(states(a.booking.id)[2]).toBe('2027-01-20 scheduled deep');
  });

  it('limits: the longest pause, two a year, one at a time, a one-time clean not at all', () => {
    const { book, bookings, clock } = setup();
    const member = book('2026-11-25', true);
    const once = book('2026-11-25');
    if (!member.ok || !once.ok) throw new Error('not booked');
    const id = member.booking.id;
    expect(bookings.pause(once.booking.id, { weeks: 2 }, 'owner')).toEqual({ ok: false, problem: 'not-membership' });
    expect(bookings.pause(id, { weeks: 9 }, 'customer')).toEqual({ ok: false, problem: 'too-long' });
    expect(bookings.pause(id, { until: '2027-01-21' }, 'customer')).toEqual({ ok: false, problem: 'too-long' });
    expect(bookings.pause(id, { until: '2026-11-25' }, 'customer')).toEqual({ ok: false, problem: 'too-short' });
    expect(bookings.pause(id, { weeks: 8 }, 'customer')).toMatchObject({ ok: true, until: '2027-01-20', paused: 2 });
    expect(bookings.pause(id, { weeks: 1 }, 'customer')).toEqual({ ok: false, problem: 'already' });
    expect(bookings.resume(id, 'customer')).toMatchObject({ ok: true, back: 2 });
    expect(bookings.resume(id, 'customer')).toEqual({ ok: false, problem: 'not-paused' });
    expect(bookings.pause(id, { weeks: 1 }, 'customer')).toMatchObject({ ok: true });
    expect(bookings.resume(id, 'customer')).toMatchObject({ ok: true });
    expect(bookings.pause(id, { weeks: 1 }, 'customer')).toEqual({ ok: false, problem: 'too-many' });
    // A year after the first, a pause can be had again.
    clock.set('2027-11-23T15:00:00Z');
    expect(bookings.pause(id, { weeks: 1 }, 'customer')).toMatchObject({ ok: true });
  });
});
