// The owner's long lists come a page at a time: 120 leads and 70 calls read as pages of 50,
// newest first, each row once, the last page saying it is the last; a search pages the same way;
// a cursor that is not one is the first page. No answer holds every row.
import { afterEach, describe, expect, it } from 'vitest';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import type { BookingRules } from '../../src/common/site-config.schema.ts';
import { dollars } from '../../src/common/prices.ts';
import { siteConfig } from '../../src/common/site-config.ts';
import { fastRelay, TEST_MORNING } from '../support/test-app.ts';
import { paidStack } from '../support/paid-stack.ts';
import { SAME_ORIGIN, ownerStack } from '../support/owner-stack.ts';
import { validLead } from '../support/valid-lead.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const SECRET = 'voice-events-secret-for-tests-01';

async function listStack(booking?: BookingRules) {
  const clock = new SettableClock(TEST_MORNING);
  const s = await ownerStack(cleanups, clock, { VAPI_TOOLS_SECRET: SECRET }, fastRelay, booking);
  const cookie = await s.signIn();
  const get = async <T>(url: string) => (await s.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } })).json<T>();
  /** Every page of a list, following `next`, with how many answers it took. */
  const all = async <T>(url: string, key: string) => {
    const rows: T[] = [];
    const sizes: number[] = [];
    let next: string | null = null;
    do {
      const page: Record<string, unknown> & { next: string | null } = await get(
        `${url}${url.includes('?') ? '&' : '?'}${next ? `before=${next}` : ''}`,
      );
      rows.push(...(page[key] as T[]));
      sizes.push((page[key] as T[]).length);
      next = page.next;
    } while (next);
    return { rows, sizes };
  };
  return { ...s, clock, cookie, get, all };
}

describe("the owner's lists, paged", () => {
  it('120 leads: pages of 50, 50 and 20, newest first, each once; a search pages too', async () => {
    const s = await listStack();
    // A lead's name tells its place; one in three is a Zephyr, for the search.
    const nameOf = (j: number) => `${j % 3 === 0 ? 'Zephyr' : 'Oak'} Customer ${j}`;
    // Two leads in each minute: the cursor tells apart leads made in the same millisecond too.
    for (let i = 0; i < 120; i++) {
      if (i % 2 === 0) s.clock.advance(60_000);
      const lead = { ...validLead, full_name: nameOf(i), email: `c${i}@example.com` };
      expect((await s.app.inject({ method: 'POST', url: '/api/contact', payload: lead })).statusCode).toBe(201);
    }
    const { rows, sizes } = await s.all<{ name: string }>('/owner/api/leads', 'leads');
    expect(sizes).toEqual([50, 50, 20]);
    expect(rows.map((l) => l.name)).toEqual(Array.from({ length: 120 }, (_, i) => nameOf(119 - i)));

    const zephyr = await s.all<{ name: string }>('/owner/api/leads?q=Zephyr', 'leads');
    expect(zephyr.sizes).toEqual([40]);
    expect(new Set(zephyr.rows.map((l) => l.name)).size).toBe(40);
    // A cursor that is not one is the first page, not an error.
    expect((await s.get<{ leads: unknown[] }>('/owner/api/leads?before=yesterday')).leads).toHaveLength(50);
  });

  it('70 calls: pages of 50 and 20, newest first, each once', async () => {
    const s = await listStack();
    for (let i = 0; i < 70; i++) {
      const report = {
        type: 'end-of-call-report',
        endedReason: 'customer-ended-call',
        startedAt: '2026-11-22T15:00:00.000Z',
        endedAt: '2026-11-22T15:01:00.000Z',
        call: { id: `call-${i}`, type: 'webCall' },
        analysis: { summary: `Call ${i}` },
      };
      const posted = await s.app.inject({
        method: 'POST',
        url: '/api/voice/events',
        headers: { 'content-type': 'application/json', 'x-vapi-secret': SECRET },
        payload: JSON.stringify({ message: report }),
      });
      expect(posted.statusCode).toBeLessThan(300);
      if (i % 2 === 1) s.clock.advance(1_000);
    }
    const { rows, sizes } = await s.all<{ callId: string }>('/owner/api/calls', 'calls');
    expect(sizes).toEqual([50, 20]);
    expect(rows.map((c) => c.callId)).toEqual(Array.from({ length: 70 }, (_, i) => `call-${69 - i}`));
  });

  it('the bookings: whole days until a page holds 300 visits, then the next page from the day after', async () => {
    // Three busy days: 150, 150 and 20 visits (four trucks' worth of room a day).
    const s = await listStack({ ...siteConfig.booking, capacityPerDay: 150 });
    const { dates } = await s.get<{ dates: { date: string }[] }>('/owner/api/booking-dates');
    const days = dates.slice(0, 3).map((d) => d.date);
    const plan = [150, 150, 20].flatMap((count, day) => Array.from({ length: count }, () => days[day]!));
    for (const [i, date] of plan.entries()) {
      const lead = { ...validLead, full_name: `Customer ${i}`, email: `c${i}@example.com`, street: `${i + 1} Peachtree St NE` };
      const { id } = (await s.app.inject({ method: 'POST', url: '/api/contact', payload: lead })).json<{ id: string }>();
      expect((await s.post(`/owner/api/leads/${id}/book`, { date }, { cookie: s.cookie })).statusCode).toBe(201);
    }
    type Answer = { days: { date: string; count: number; visits: unknown[] }[]; next: string | null };
    const visitsOf = (answer: Answer) => answer.days.filter((d) => d.visits.length).map((d) => [d.date, d.visits.length]);
    const page1 = await s.get<Answer>('/owner/api/bookings');
    expect(visitsOf(page1)).toEqual([
      [days[0], 150],
      [days[1], 150],
    ]);
    expect(page1.next! > days[1]!).toBe(true);
    const page2 = await s.get<Answer>(`/owner/api/bookings?from=${page1.next}`);
    expect(visitsOf(page2)).toEqual([[days[2], 20]]);
    expect(page2.next).toBeNull();
    // A day before today, or not a day, is the first page.
    expect(visitsOf(await s.get<Answer>('/owner/api/bookings?from=2020-01-01'))).toEqual(visitsOf(page1));
    expect(visitsOf(await s.get<Answer>('/owner/api/bookings?from=soon'))).toEqual(visitsOf(page1));
    // 320 visits booked through the store and paged: about 12 s on an idle 2-core machine, past 20 s with a core busy.
  }, 60_000);

  it('the payments: 50 a page, each once, and the export holds them all', async () => {
    const s = await paidStack(cleanups, { booking: { ...siteConfig.booking, capacityPerDay: 100 } });
    const owner = await s.owner();
    const { dates } = (await owner.get('/owner/api/booking-dates')).json<{ dates: { date: string }[] }>();
    for (let i = 0; i < 55; i++) {
      const lead = { ...validLead, full_name: `Payer ${i}`, email: `p${i}@example.com`, street: `${i + 1} Oak St` };
      const { id } = (await s.app.inject({ method: 'POST', url: '/api/contact', payload: lead })).json<{ id: string }>();
      expect((await owner.post(`/owner/api/leads/${id}/book`, { date: dates[0]!.date })).statusCode).toBe(201);
    }
    type Answer = { payments: { bookingId: string }[]; next: string | null; states: Record<string, object> };
    const first = (await owner.get('/owner/api/payments')).json<Answer>();
    expect(first.payments).toHaveLength(50);
    // Each state counted, with what it took and what is left: 55 memberships' first visits (one
    // can each, as booked from a lead) due, none paid.
    const { first: can } = siteConfig.plans.find((plan) => plan.id === 'membership')!.cents!;
    expect(first.states.due).toEqual({ count: 55, taken: '$0', left: dollars(55 * can) });
    expect(first.states.paid).toEqual({ count: 0, taken: '$0', left: '$0' });
    // Filtered by state: the due ones are all of them, a page at a time; no payment failed.
    expect((await owner.get('/owner/api/payments?state=due')).json<Answer>().payments).toHaveLength(50);
    expect((await owner.get('/owner/api/payments?state=failed')).json<Answer>()).toMatchObject({ payments: [], next: null });
    const second = (await owner.get(`/owner/api/payments?before=${first.next}`)).json<Answer>();
    expect(second).toMatchObject({ next: null });
    expect(new Set([...first.payments, ...second.payments].map((p) => p.bookingId)).size).toBe(55);
    const csv = (await owner.get('/owner/api/export/payments.csv')).body;
    expect(csv.trim().split('\n')).toHaveLength(56);
  });

  it('paused memberships: the 50 soonest back, and how many in all', async () => {
    const s = await listStack({ ...siteConfig.booking, capacityPerDay: 60 });
    const { dates } = await s.get<{ dates: { date: string }[] }>('/owner/api/booking-dates');
    for (let i = 0; i < 52; i++) {
      const lead = {
        ...validLead,
        service_type: 'Membership',
        full_name: `Member ${i}`,
        email: `m${i}@example.com`,
        street: `${i + 1} Elm St`,
      };
      const { id } = (await s.app.inject({ method: 'POST', url: '/api/contact', payload: lead })).json<{ id: string }>();
      expect((await s.post(`/owner/api/leads/${id}/book`, { date: dates[0]!.date }, { cookie: s.cookie })).statusCode).toBe(201);
    }
    const { days } = await s.get<{ days: { visits: { bookingId: string; name: string }[] }[] }>('/owner/api/bookings');
    const members = days.flatMap((d) => d.visits);
    expect(members).toHaveLength(52);
    // Member 0 and 1 away the longest (8 weeks), the rest 4 weeks.
    for (const { bookingId, name } of members) {
      const weeks = name === 'Member 0' || name === 'Member 1' ? 8 : 4;
      expect((await s.post(`/owner/api/bookings/${bookingId}/pause`, { weeks }, { cookie: s.cookie })).statusCode).toBe(200);
    }
    const answer = await s.get<{ paused: { name: string }[]; pausedTotal: number }>('/owner/api/bookings');
    expect(answer.paused).toHaveLength(50);
    expect(answer.pausedTotal).toBe(52);
    expect(answer.paused.map((p) => p.name)).not.toContain('Member 0');
  });
});
