// Holiday weeks over the real server: Thanksgiving 2026 (Thursday, November 26) with customers in
// DeKalb (Thursday's pickup moves to Friday, Friday's stays), the City of Atlanta (the rest of the
// week moves a day) and Cobb (its haulers move nothing by default); a zip the owner moves to
// another jurisdiction in Settings follows that one's rules. The inbox lists what moves,
// one action moves a jurisdiction's day (each customer told once, with an updated invitation), a
// move onto a Sunday or a full day is refused with words, and Ava gives the moved date.
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../src/common/site-config.ts';
import type { BookingRules } from '../../src/common/site-config.schema.ts';
import { RunningClock } from '../../src/server/platform/clock/clock.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { ONE_TIME, paidStack } from '../support/paid-stack.ts';
import { outboxSettled } from '../support/settled.ts';
import { household } from '../support/valid-lead.ts';

const cleanups = cleanupsAfterEach();

/** One household's one-time clean: the day after their pickup, in their zip. */
const household_ = (n: number, zip: string, pickup: 'Thursday' | 'Friday') => ({
  ...ONE_TIME,
  ...household(n),
  email: `h${n}@example.com`,
  zip,
  pickup_day: pickup,
  service_date: pickup === 'Thursday' ? '2026-11-27' : '2026-11-28',
});
const DEKALB_THU = [household_(1, '30030', 'Thursday'), household_(2, '30032', 'Thursday')];
const DEKALB_FRI = household_(3, '30033', 'Friday');
const ATLANTA_THU = household_(4, '30309', 'Thursday');
const ATLANTA_FRI = household_(5, '30305', 'Friday');
const COBB_THU = household_(6, '30060', 'Thursday');

type Moves = { moves: { jurisdiction: string; from: string; to: string; count: number; canMove: boolean; words: string }[] };

async function thanksgivingWeek(capacityPerDay = siteConfig.booking.capacityPerDay, booking: Partial<BookingRules> = {}) {
  const clock = new RunningClock('2026-11-22T15:00:00Z');
  const s = await paidStack(cleanups, { booking: { ...siteConfig.booking, capacityPerDay, ...booking }, clock });
  const booked = new Map<string, string>();
  const paths = new Map<string, string>();
  for (const customer of [...DEKALB_THU, DEKALB_FRI, ATLANTA_THU, ATLANTA_FRI, COBB_THU]) {
    const { booking, path } = await s.book(customer);
    booked.set(customer.email, booking.id);
    paths.set(customer.email, path);
  }
  /** The customer's booking page, as their link opens it (its text, tags aside). */
  const pageOf = async (email: string) => (await (await s.page(paths.get(email)!)).text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  const owner = await s.owner();
  const moves = async () => (await owner.get('/owner/api/holiday-moves')).json() as Moves;
  const apply = (jurisdiction: string, from: string) => owner.post('/owner/api/holiday-moves', { jurisdiction, from });
  const dateOf = (email: string) => s.app.bookings.visits(booked.get(email)!)[0]!.date;
  const nextVisit = (customer: { mobile: string }) =>
    s.tool(`call-${Math.random()}`, 'next_visit', { mobile: customer.mobile }, { phone: `+1${customer.mobile.replace(/\D/g, '')}` });
  return { ...s, clock, signedIn: owner, moves, apply, dateOf, nextVisit, pageOf };
}

describe('holiday weeks', () => {
  it('lists what Thanksgiving moves in each jurisdiction, and flags a move onto a day the team does not work', async () => {
    const s = await thanksgivingWeek();
    expect((await s.moves()).moves).toEqual([
      {
        holiday: 'Thanksgiving',
        holidayDate: '2026-11-26',
        jurisdiction: 'atlanta',
        jurisdictionName: 'City of Atlanta',
        from: '2026-11-27',
        to: '2026-11-28',
        toWords: 'Saturday, November 28',
        count: 1,
        canMove: true,
        words: 'Thanksgiving week: 1 visit in City of Atlanta on Friday, November 27 moves to Saturday, November 28.',
      },
      expect.objectContaining({
        jurisdiction: 'dekalb',
        from: '2026-11-27',
        count: 2,
        canMove: true,
        words: 'Thanksgiving week: 2 visits in DeKalb on Friday, November 27 move to Saturday, November 28.',
      }),
      expect.objectContaining({
        jurisdiction: 'atlanta',
        from: '2026-11-28',
        to: '2026-11-29',
        canMove: false,
        words:
          'Thanksgiving week: 1 visit in City of Atlanta on Saturday, November 28 would move to Sunday, November 29, a day we do not work: move it by hand.',
      }),
    ]);
    const refused = await s.apply('atlanta', '2026-11-28');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/a day we do not work/);
    expect(s.dateOf(ATLANTA_FRI.email)).toBe('2026-11-28');
  });

  it("moves a jurisdiction's day as one change: each customer told once, with an updated invitation; the rest stay", async () => {
    const s = await thanksgivingWeek();
    await outboxSettled(s.app);
    const before = s.mail.messages.length;
    const applied = await s.apply('dekalb', '2026-11-27');
    expect(applied.statusCode).toBe(200);
    expect(applied.json().moved).toBe(2);
    expect(DEKALB_THU.map((c) => s.dateOf(c.email))).toEqual(['2026-11-28', '2026-11-28']);
    expect([DEKALB_FRI, ATLANTA_THU, COBB_THU].map((c) => s.dateOf(c.email))).toEqual(['2026-11-28', '2026-11-27', '2026-11-27']);

    await outboxSettled(s.app);
    const told = s.mail.messages.slice(before).filter((m) => /^Moved:/.test(m.parsed.subject ?? ''));
    expect(
      told
        .map((m) => m.recipients)
        .flat()
        .sort(),
    ).toEqual(DEKALB_THU.map((c) => c.email).sort());
    for (const message of told) {
      expect(message.parsed.subject).toMatch(/Saturday, November 28/);
      const invite = message.parsed.attachments.find((a) => a.mimeType === 'text/calendar');
      expect(String(invite?.content ? Buffer.from(invite.content as ArrayBuffer).toString() : '')).toMatch(/DTSTART;VALUE=DATE:20261128/);
    }
    // Applied, it is no longer listed; applying it again moves nothing.
    expect((await s.moves()).moves.map((m) => `${m.jurisdiction} ${m.from}`)).toEqual(['atlanta 2026-11-27', 'atlanta 2026-11-28']);
    expect((await s.apply('dekalb', '2026-11-27')).statusCode).toBe(404);
    expect((await s.apply('dekalb', 'friday')).statusCode).toBe(400);
  });

  it("a zip the owner puts under another jurisdiction in Settings follows that one's holidays at once", async () => {
    const s = await thanksgivingWeek();
    const owner = s.signedIn;
    const { parts } = (await owner.get('/owner/api/business')).json();
    // 30060 leaves Cobb (its haulers move nothing) for DeKalb (Thursday's pickup moves to Friday).
    const jurisdictions = parts.schedule.jurisdictions.map((j: { id: string; zips: string[] }) =>
      j.id === 'cobb'
        ? { ...j, zips: j.zips.filter((zip) => zip !== COBB_THU.zip) }
        : j.id === 'dekalb'
          ? { ...j, zips: [...j.zips, COBB_THU.zip] }
          : j,
    );
    const put = await s.app.inject({
      method: 'PUT',
      url: '/owner/api/business/schedule',
      headers: owner.headers,
      payload: { ...parts.schedule, jurisdictions },
    });
    expect(put.statusCode).toBe(200);
    expect((await s.moves()).moves.find((m) => m.jurisdiction === 'dekalb' && m.from === '2026-11-27')).toMatchObject({ count: 3 });
    expect(await s.nextVisit(COBB_THU)).toMatch(/^The next clean is Saturday, November 28: the holiday moves their trash pickup/);
    expect((await s.apply('dekalb', '2026-11-27')).json().moved).toBe(3);
    expect(s.dateOf(COBB_THU.email)).toBe('2026-11-28');
  });

  it('a day without room for them all is refused with words, and nothing moves', async () => {
    // Four a day: Saturday holds two (Friday's pickups); Atlanta's one from Friday takes the third
    // place, so DeKalb's two from Friday do not fit in the one left.
    const s = await thanksgivingWeek(4);
    const dekalb = (await s.moves()).moves.find((m) => m.jurisdiction === 'dekalb')!;
    expect(dekalb).toMatchObject({ canMove: false, words: expect.stringMatching(/which has room for 1 more/) });
    expect((await s.apply('dekalb', '2026-11-27')).statusCode).toBe(409);
    expect(DEKALB_THU.map((c) => s.dateOf(c.email))).toEqual(['2026-11-27', '2026-11-27']);
  });

  it('as soon as the list shows the holiday (three weeks ahead, past the booking window), its move can be made', async () => {
    const s = await thanksgivingWeek();
    // Friday, November 6: Thanksgiving is in the list's 21 days; Saturday the 28th is 22 days off,
    // past the 21 days customers book in.
    s.clock.set('2026-11-06T15:00:00Z');
    const atlanta = (await s.moves()).moves.find((m) => m.jurisdiction === 'atlanta' && m.from === '2026-11-27')!;
    expect(atlanta).toMatchObject({ to: '2026-11-28', canMove: true });
    const applied = await s.apply('atlanta', '2026-11-27');
    expect(applied.statusCode).toBe(200);
    expect(s.dateOf(ATLANTA_THU.email)).toBe('2026-11-28');
  });

  it('a move that fits only once its day moves on is not offered: the list names the move to make first', async () => {
    // Four a day, Sundays worked: Saturday holds Friday's two pickups, Atlanta's moving on to Sunday.
    // Atlanta's Friday visit takes one of Saturday's two places; DeKalb's two fit only once
    // Atlanta's Saturday visit has gone on to Sunday.
    const s = await thanksgivingWeek(4, { serviceDays: [...siteConfig.booking.serviceDays, 'Sunday'] });
    const move = async (jurisdiction: string, from: string) =>
      (await s.moves()).moves.find((m) => m.jurisdiction === jurisdiction && m.from === from);
    expect(await move('atlanta', '2026-11-27')).toMatchObject({ canMove: true });
    expect(await move('dekalb', '2026-11-27')).toMatchObject({
      canMove: false,
      words:
        'Thanksgiving week: 2 visits in DeKalb on Friday, November 27 would move to Saturday, November 28, which has room for 1 more until its own visits move on: move those of Saturday, November 28 first.',
    });
    expect((await s.apply('atlanta', '2026-11-27')).statusCode).toBe(200);
    expect(await move('dekalb', '2026-11-27')).toMatchObject({ canMove: false });
    expect((await s.apply('dekalb', '2026-11-27')).statusCode).toBe(409);
    expect((await s.apply('atlanta', '2026-11-28')).statusCode).toBe(200);
    expect(await move('dekalb', '2026-11-27')).toMatchObject({ canMove: true });
    expect((await s.apply('dekalb', '2026-11-27')).statusCode).toBe(200);
    expect(DEKALB_THU.map((c) => s.dateOf(c.email))).toEqual(['2026-11-28', '2026-11-28']);
  });

  it('Ava and the booking page give the moved date, before the owner moves the day and after', async () => {
    const s = await thanksgivingWeek();
    expect(await s.pageOf(ATLANTA_THU.email)).toContain(
      'Holiday week Thanksgiving moves your trash pickup a day, so we come Saturday, November 28 instead of Friday, November 27.',
    );
    expect(await s.pageOf(COBB_THU.email)).not.toContain('Holiday week');
    expect(await s.nextVisit(ATLANTA_THU)).toBe(
      'The next clean is Saturday, November 28: the holiday moves their trash pickup a day, so we come a day later than usual (Friday, November 27).',
    );
    expect(await s.nextVisit(COBB_THU)).toBe('The next clean is Friday, November 27.');
    await s.apply('dekalb', '2026-11-27');
    expect(await s.nextVisit(DEKALB_THU[0]!)).toBe('The next clean is Saturday, November 28 (moved from Friday, November 27).');
    const moved = await s.pageOf(DEKALB_THU[0]!.email);
    expect(moved).toContain('When Saturday, November 28');
    expect(moved).not.toContain('Holiday week');
    // A new caller in DeKalb with a Thursday pickup is offered that week's clean on its moved day.
    expect(await s.tool('call-new', 'find_service_dates', { zip: '30030', pickup_day: 'Thursday', service_type: 'One-Time' })).toMatch(
      /Dates with room: Saturday, November 28, as Thanksgiving moves their pickup a day \(book it as 2026-11-27\); Friday, December 4 \(2026-12-04\)/,
    );
    // Someone else's number, on a call from another phone, is not answered.
    expect(await s.tool('call-x', 'next_visit', { mobile: COBB_THU.mobile }, { phone: '+14045550100' })).toMatch(/confirm the mobile/);
  });
});
