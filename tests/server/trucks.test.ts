// Several trucks over the real server: a business with none recorded sees its one route as
// before; trucks added from the inbox share the day (each stop on one truck, each within its
// room), the day's room becomes the trucks' cans and no date is offered that no truck works; a
// crew member sees only their truck; the owner moves a stop to another truck and it stays there
// when the day is planned again; a started route is not reshuffled.
import { describe, expect, it } from 'vitest';
import type { TodayAnswer } from '../../src/common/owner-inbox.ts';
import type { TruckValues } from '../../src/common/trucks.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { SAME_ORIGIN, signedInWithBookings } from '../support/owner-stack.ts';
import { household, validLead } from '../support/valid-lead.ts';

const cleanups = cleanupsAfterEach();
const CREW = 'lee@canfreshatl.com';
const ZIPS = ['30309', '30030', '30339', '30305', '30306', '30307', '30308', '30318', '30319'];
const leads = ZIPS.map((zip, n) => ({ ...validLead, ...household(n), email: `h${n}@example.com`, zip, service_type: 'One-Time' }));
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

async function setup() {
  const s = await signedInWithBookings(cleanups, leads, undefined, undefined, { CREW_EMAILS: CREW });
  s.clock.set(`${s.day}T12:00:00Z`);
  const weekday = WEEKDAYS[(new Date(`${s.day}T12:00:00Z`).getUTCDay() + 6) % 7]!;
  const truck = (name: string, crew: string[] = []): TruckValues => ({
    name,
    yard: { name: 'Five Points', latitude: 33.7537, longitude: -84.3915 },
    roomCans: 6,
    tankCans: null,
    days: [weekday],
    crew,
  });
  const put = (url: string, payload: object) =>
    s.app.inject({ method: 'PUT', url, payload, headers: { ...SAME_ORIGIN, cookie: s.cookie } });
  const today = async () => (await s.get('/owner/api/today')) as TodayAnswer;
  const signInAs = async (email: string) => {
    const browser = s.browser('10.0.0.7');
    await browser.askCode(email);
    return s.cookieOf(await browser.verify(await s.codeFor(email), email));
  };
  return { ...s, weekday, truck, put, today, signInAs };
}

describe('several trucks', () => {
  it('with no truck recorded, the day is one route counted in visits, as before', async () => {
    const s = await setup();
    const today = await s.today();
    expect(today).toMatchObject({ trucks: null, room: { unit: 'visits' }, count: ZIPS.length, canReorder: true });
  });

  it("the owner sets how far a route may run above its share: checked by the settings' schema, kept as a version", async () => {
    const s = await setup();
    const refused = await s.put('/owner/api/business/team', { routeSharePercent: 500 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toEqual([
      { field: 'routeSharePercent', message: expect.stringMatching(/^How far a route may run above its share: /) },
    ]);
    expect((await s.put('/owner/api/business/team', { routeSharePercent: 10 })).statusCode).toBe(200);
    expect(((await s.get('/owner/api/trucks')) as { sharePercent: number }).sharePercent).toBe(10);
    const business = (await s.get('/owner/api/business')) as { history: { by: string; what: string }[] };
    expect(business.history[0]).toMatchObject({ by: 'pat@canfreshatl.com', what: 'Team and trucks' });
  });

  it("trucks share the day within their rooms; the day's room is their cans; a crew member sees only their truck", async () => {
    const s = await setup();
    const refused = await s.post('/owner/api/trucks', { ...s.truck(''), days: [] }, { cookie: s.cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/Give the truck a name|Choose at least one day/);
    for (const [name, crew] of [
      ['North', [CREW]],
      ['South', []],
      ['East', []],
    ] as const)
      expect((await s.post('/owner/api/trucks', s.truck(name, [...crew]), { cookie: s.cookie })).statusCode).toBe(200);

    const today = await s.today();
    expect(today).toMatchObject({ room: { room: 18, unit: 'cans' }, canReorder: true });
    const trucks = today.trucks!;
    expect(trucks.map((t) => t.name)).toEqual(['North', 'South', 'East']);
    const onTrucks = trucks.flatMap((t) => t.stops.map((stop) => stop.visitId));
    // Each stop sent once, in its truck's route.
    expect(today.stops).toEqual([]);
    expect(onTrucks).toHaveLength(ZIPS.length);
    expect(new Set(onTrucks).size).toBe(ZIPS.length);
    for (const t of trucks) expect(t.cans).toBeLessThanOrEqual(6);
    expect(trucks.every((t) => t.remaining === t.stops.length && t.done === 0 && t.lastMark === null)).toBe(true);

    // Home's room ahead counts the same: the trucks' cans on the days they work.
    const home = (await s.get('/owner/api/home')) as { room: { date: string; room: number; unit: string }[] };
    const working = home.room.filter((d) => WEEKDAYS[(new Date(`${d.date}T12:00:00Z`).getUTCDay() + 6) % 7] === s.weekday);
    expect(working.length).toBeGreaterThan(0);
    expect(working.every((d) => d.room === 18 && d.unit === 'cans')).toBe(true);

    // Every date offered is one the trucks work.
    const offered = (await s.get('/owner/api/booking-dates')) as { dates: { date: string }[] };
    for (const { date } of offered.dates) expect(WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]).toBe(s.weekday);

    // The owner's evening list gives the day by truck, each in its own driving order.
    s.app.bookings.queueDayDigests();
    const list = await s.mail.waitForMessage('the evening list', (m) => /on 3 trucks/.test(m.parsed.text ?? ''));
    for (const t of trucks)
      expect(list.parsed.text).toContain(`${t.name}: ${t.stops.length} visit${t.stops.length === 1 ? '' : 's'}, ${t.cans} of 6 cans`);
    const north = list.parsed.text!.split(`${trucks[0]!.name}: `)[1]!.split('\n\n')[0]!;
    expect(north).toContain(`1. ${trucks[0]!.stops[0]!.name}, ${trucks[0]!.stops[0]!.street}`);

    const crew = await s.signInAs(CREW);
    const theirs = (
      await s.app.inject({ method: 'GET', url: '/owner/api/today', headers: { ...SAME_ORIGIN, cookie: crew } })
    ).json() as TodayAnswer;
    expect(theirs.trucks!.map((t) => t.name)).toEqual(['North']);
    expect(theirs.trucks![0]!.stops.map((stop) => stop.visitId)).toEqual(trucks[0]!.stops.map((stop) => stop.visitId));
    expect(theirs.count).toBe(trucks[0]!.stops.length);
    const move = await s.post(`/owner/api/visits/${trucks[1]!.stops[0]!.visitId}/truck`, { truckId: trucks[0]!.id }, { cookie: crew });
    expect(move.statusCode).toBe(403);
    // They mark and photograph their own truck's stops only; the owner any.
    const otherStop = trucks[1]!.stops[0]!.visitId;
    const marked = await s.post(`/owner/api/visits/${otherStop}/mark`, { mark: 'done' }, { cookie: crew });
    expect([marked.statusCode, marked.json().error]).toEqual([
      403,
      "That stop is on another truck's route: only its own crew (or the owner) marks it.",
    ]);
    const photo = await s.app.inject({
      method: 'PUT',
      url: `/owner/api/visits/${otherStop}/photos/0b3f2a4e-6c1d-4e8a-9f7b-2d5c8e1a4b6f`,
      headers: { ...SAME_ORIGIN, cookie: crew, 'content-type': 'image/jpeg' },
      payload: Buffer.from('not even read'),
    });
    expect(photo.statusCode).toBe(403);
    expect(s.app.bookings.visit(otherStop)!.state).toBe('scheduled');
    expect((await s.post(`/owner/api/visits/${trucks[0]!.stops[0]!.visitId}/mark`, { mark: 'done' }, { cookie: crew })).statusCode).toBe(
      200,
    );
    expect((await s.post(`/owner/api/visits/${otherStop}/mark`, { mark: 'done' }, { cookie: s.cookie })).statusCode).toBe(200);
  });

  it('a stop moved to another truck stays there when the day is planned again; a started route is not reshuffled', async () => {
    const s = await setup();
    for (const name of ['North', 'South']) await s.post('/owner/api/trucks', { ...s.truck(name), roomCans: 20 }, { cookie: s.cookie });
    const [north, south] = (await s.today()).trucks!;
    const moving = north!.stops[0]!;
    const moved = await s.post(`/owner/api/visits/${moving.visitId}/truck`, { truckId: south!.id }, { cookie: s.cookie });
    expect(moved.statusCode).toBe(200);
    let [n, so] = (await s.today()).trucks!;
    expect(so!.stops.map((stop) => stop.visitId)).toContain(moving.visitId);
    expect(n!.stops.map((stop) => stop.visitId)).not.toContain(moving.visitId);

    // The South crew marks its first stop: its route is started.
    const first = so!.stops[0]!;
    expect((await s.post(`/owner/api/visits/${first.visitId}/mark`, { mark: 'done' }, { cookie: s.cookie })).statusCode).toBe(200);
    const southBefore = so!.stops.map((stop) => stop.visitId);
    expect((await s.post(`/owner/api/day-plans/${s.day}`, {}, { cookie: s.cookie })).statusCode).toBe(200);
    [n, so] = (await s.today()).trucks!;
    expect(so!.started).toBe(true);
    expect(so!.stops.map((stop) => stop.visitId)).toEqual(southBefore);
    expect(so!.lastMark).toMatchObject({ street: first.street });
    expect(so!.done).toBe(1);
    expect([...n!.stops, ...so!.stops]).toHaveLength(ZIPS.length);
  });

  it("a booking's cans grow only where its visits' days have room in cans for them", async () => {
    const s = await setup();
    // One truck of 10 cans on the day: its 9 one-can visits leave room for one more can.
    await s.post('/owner/api/trucks', { ...s.truck('Only'), roomCans: 10 }, { cookie: s.cookie });
    const [visit] = s.app.bookings.day(s.day);
    const bookingId = visit!.booking.id;
    expect(s.app.bookings.changeCans(bookingId, 3, 'owner')).toEqual({ ok: false, problem: 'full', date: s.day });
    expect(s.app.bookings.get(bookingId)!.cans).toBe(1);
    expect(s.app.bookings.changeCans(bookingId, 2, 'owner')).toMatchObject({ ok: true, booking: { cans: 2 } });
    expect(s.app.bookings.roomOn(s.day)).toBe(0);
  });
});
