// The owner's Home against a business whose sums are known: memberships begun, paused and ended
// on known days, one-time cleans, payments taken, due and failed, an account's open invoice,
// leads by each way in and those that became bookings, and the day's route half done; then a
// price raised, which reaches only the member who joins after. Each figure is read through
// GET /owner/api/home as the inbox reads it.
import { afterEach, describe, expect, it } from 'vitest';
import type { HomeFigures } from '../../src/common/owner-home.ts';
import { withPlanPrice } from '../../src/common/prices.ts';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import type { Stores } from '../../src/server/app/wiring/store-set.ts';
import { homeFigures } from '../../src/server/app/workspace/home-figures.ts';
import { SAME_ORIGIN, ownerStack } from '../support/owner-stack.ts';
import { validLead } from '../support/valid-lead.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const DAY = 24 * 3_600_000;
/** Monday, November 16, 2026, 10:00 in Atlanta. */
const START = '2026-11-16T15:00:00Z';

let n = 0;
/** A customer's lead as a way in makes it: the form, or Ava (its call's id says which). */
function lead({ leads }: Stores, via: { source: 'form' | 'voice'; callId?: string } = { source: 'form' }) {
  n++;
  const details = { ...validLead, full_name: `Customer ${n}`, mobile: `(404) 555-${String(2000 + n)}`, street: `${n} Oak St` };
  return leads.insertNow({
    source: via.source,
    lead: details,
    consent: { text: 'ok', ip: '127.0.0.1', userAgent: 'test', pageUrl: '/' },
    spam: false,
    language: 'en',
    callId: via.callId ?? null,
    toolCallId: null,
    createdAt: leads.clock.now(),
  } as never).id;
}

/** The next Wednesday with room: the day after a Tuesday pickup. */
const wednesday = ({ bookings }: Stores) => bookings.serviceDatesWithRoom(30).find((d) => bookings.dates.calendar.weekdayOf(d) === 3)!;

function member(stores: Stores, cans: number) {
  const made = stores.bookings.book({
    planId: 'membership',
    cans,
    pickupDay: 'Tuesday',
    date: wednesday(stores),
    by: 'owner',
    lead: () => lead(stores),
  });
  if (!made.ok) throw new Error(JSON.stringify(made));
  return made.booking;
}

describe("the owner's Home", () => {
  it('reads a business whose sums are known', async () => {
    const clock = new SettableClock(START);
    const s = await ownerStack(cleanups, clock);
    const { stores } = s.app;
    // Week of Nov 16: three members of one can; week of Nov 23: one of two cans; one of those ends on Dec 1, one pauses on Dec 2.
    const [a, , c] = [member(stores, 1), member(stores, 1), member(stores, 1)];
    clock.advance(7 * DAY);
    member(stores, 2);
    clock.set('2026-12-01T15:00:00Z');
    stores.bookings.cancel(a!.id, 'owner', 'ended');
    clock.set('2026-12-02T15:00:00Z');
    expect(stores.bookings.pause(c!.id, { weeks: 4 } as never, 'owner')).toMatchObject({ ok: true });
    // Money: $59 taken last week, $64 and $32 this week; $59 due, $32 failed.
    clock.set('2026-11-25T15:00:00Z');
    stores.ledger.addCharge({
      ref: 'ch_1',
      bookingId: a!.id,
      cents: 5900,
      paymentIntent: 'pi_1',
      invoiceId: null,
      purpose: 'clean',
      visitId: null,
    } as never);
    clock.set('2026-12-02T15:30:00Z');
    stores.ledger.addCharge({
      ref: 'ch_2',
      bookingId: a!.id,
      cents: 6400,
      paymentIntent: 'pi_2',
      invoiceId: null,
      purpose: 'clean',
      visitId: null,
    } as never);
    stores.ledger.addCharge({
      ref: 'ch_3',
      bookingId: c!.id,
      cents: 3200,
      paymentIntent: 'pi_3',
      invoiceId: null,
      purpose: 'clean',
      visitId: null,
    } as never);
    stores.payments.open(a!.id, 5900);
    stores.payments.open(c!.id, 3200);
    stores.payments.setState(c!.id, 'failed', 0);
    // This week's leads (from Monday, Nov 30): two by the form (one booked), one by Ava on the web, one by text.
    const booked = lead(stores);
    lead(stores);
    lead(stores, { source: 'voice', callId: 'web-call-1' });
    lead(stores, { source: 'voice', callId: 'chat:text:+14045550100:2026-12-02' });
    expect(
      stores.bookings.book({
        planId: 'one-time',
        cans: 1,
        pickupDay: 'Tuesday',
        date: wednesday(stores),
        by: 'owner',
        lead: () => booked,
      }).ok,
    ).toBe(true);

    // A customer's text nobody answered yet.
    stores.threads.received('+14045550100', 'Do you clean recycling bins too?', 'SM-home-1');
    clock.set('2026-12-02T16:00:00Z'); // Wednesday, December 2, 11:00
    const cookie = await s.signIn();
    const home = (await s.app.inject({ method: 'GET', url: '/owner/api/home', headers: { ...SAME_ORIGIN, cookie } })).json<HomeFigures>();

    // What needs the owner comes first: the failed card and the text; no day is over its room.
    expect(home.needs).toEqual([
      {
        kind: 'failed',
        title: '1 card failed: $32 not taken',
        words: expect.stringContaining('asked to pay again'),
        href: '#payments?state=failed',
      },
      { kind: 'unanswered', title: '1 text waits for an answer', words: expect.any(String), href: '#messages?show=awaiting' },
    ]);
    expect(home.members.now).toBe(3);
    expect(home.members.weeks.slice(-3)).toEqual([
      { week: 'Nov 16', began: 3, paused: 0, ended: 0, members: 3 },
      { week: 'Nov 23', began: 1, paused: 0, ended: 0, members: 4 },
      { week: 'Nov 30', began: 0, paused: 1, ended: 1, members: 3 },
    ]);
    // $32 a visit for one can, $40 for two, every 4 weeks: a year's charges over twelve.
    const monthly = (cents: number) => Math.round((cents * 365.25) / 28 / 12);
    expect(home.revenue.monthly.cents).toBe(monthly(2 * 3200 + 4000));
    expect(home.revenue.fourWeeksAgo.cents).toBe(0);
    expect(home.money).toMatchObject({
      thisWeek: { cents: 9600, words: '$96' },
      lastWeek: { cents: 5900 },
      thisMonth: { cents: 9600 },
      lastMonth: { cents: 5900 },
      outstanding: { cents: 5900, count: 1 },
      failed: { cents: 3200, count: 1 },
      accounts: { cents: 0, count: 0 },
    });
    expect(home.leads.ways.map((w) => [w.way, w.count, w.booked])).toEqual([
      ['form', 2, 1],
      ['book', 0, 0],
      ['web', 1, 0],
      ['phone', 0, 0],
      ['text', 1, 0],
    ]);
    expect(home.leads).toMatchObject({ count: 4, booked: 1 });
    expect(home.room.length).toBeGreaterThan(10);
    expect(home.room.every((d) => d.room === 40)).toBe(true);
    expect(home.route).toMatchObject({ stops: expect.any(Number), room: { room: 40, unit: 'visits', booked: home.route.stops } });

    // The owner raises the membership's price: the members before keep the price they were booked
    // at, a member who joins after pays the new one ($36 and $10 a can more: $46 for two cans).
    const now = stores.settings.current();
    const raised = { ...now, plans: now.plans.map((p) => (p.id === 'membership' ? withPlanPrice(p, { first: 3600, extra: 1000 }) : p)) };
    expect(stores.settings.change(raised, 'pat@canfreshatl.com', 'Prices and plans').ok).toBe(true);
    member(stores, 2);
    // The room lowered under what is booked: the day over it needs the owner first, by how much.
    const lowered = stores.settings.current();
    expect(
      stores.settings.change({ ...lowered, booking: { ...lowered.booking, capacityPerDay: 1 } }, 'pat@canfreshatl.com', 'Schedule').ok,
    ).toBe(true);
    const after = (await s.app.inject({ method: 'GET', url: '/owner/api/home', headers: { ...SAME_ORIGIN, cookie } })).json<HomeFigures>();
    expect(after.members.now).toBe(4);
    expect(after.revenue.monthly.cents).toBe(monthly(2 * 3200 + 4000 + 4600));
    // Wednesday, December 9 holds two visits (the member of Nov 23 and the one just joined).
    expect(after.needs[0]).toEqual({
      kind: 'overbooked',
      title: 'Wednesday, December 9: 1 visit over its room',
      words: '2 of 1 visits booked. Move some stops to another day from Bookings, or add a truck in Crew.',
      href: '#bookings',
    });
  });

  it('counts who left in the last 90 days by the reason they gave; each reason lists them, 30 a page', async () => {
    const clock = new SettableClock(START);
    const s = await ownerStack(cleanups, clock);
    const { stores } = s.app;
    const oneTime = () => {
      const made = stores.bookings.book({
        planId: 'one-time',
        cans: 1,
        pickupDay: 'Tuesday',
        date: wednesday(stores),
        by: 'owner',
        lead: () => lead(stores),
      });
      if (!made.ok) throw new Error(JSON.stringify(made));
      return made.booking;
    };
    // 31 one-time cleans cancelled for the price, the last with words; a member who moves; one ended by the owner (no reason).
    const priced = Array.from({ length: 31 }, oneTime);
    const moving = member(stores, 1);
    const ended = member(stores, 1);
    for (const [i, booking] of priced.entries()) {
      clock.advance(60_000);
      const words = i === 30 ? 'Too dear for one can' : '';
      expect(stores.bookings.cancel(booking.id, 'customer', 'cancelled', { leaving: { reason: 'price', words } })).toBeDefined();
    }
    stores.bookings.cancel(moving.id, 'customer', 'ended', { leaving: { reason: 'moving', words: '' } });
    stores.bookings.cancel(ended.id, 'owner', 'ended');
    const cookie = await s.signIn();
    const get = async <T>(url: string) => (await s.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } })).json<T>();
    const home = await get<HomeFigures>('/owner/api/home');
    expect(home.leavers.total).toBe(33);
    expect(home.leavers.reasons.map((r) => [r.reason, r.count])).toEqual([
      ['moving', 1],
      ['price', 31],
      ['quality', 0],
      ['not-needed', 0],
      ['other', 0],
      ['unsaid', 1],
    ]);
    type Leavers = { leavers: { key: string; reference: string; words: string; membership: boolean }[]; next: string | null };
    const first = await get<Leavers>('/owner/api/leavers?reason=price');
    expect(first.leavers).toHaveLength(30);
    expect(first.leavers[0]).toMatchObject({ reference: priced[30]!.reference, words: 'Too dear for one can', membership: false });
    const second = await get<Leavers>(`/owner/api/leavers?reason=price&before=${first.next}`);
    expect(second).toMatchObject({ leavers: [{ reference: priced[0]!.reference }], next: null });
    expect((await get<Leavers>('/owner/api/leavers?reason=moving')).leavers.map((l) => l.reference)).toEqual([moving.reference]);
    // 91 days on, none of them counts.
    clock.advance(91 * DAY);
    expect(homeFigures(stores).leavers.total).toBe(0);
  });
});
