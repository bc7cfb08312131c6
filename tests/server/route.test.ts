// The crew's route over the real server: a day's stops in the shortest order from the yard by
// their zips' centres, the same on every load; a mark with a close enough position near the
// stop's zip places it (a poor or far-off fix does not, a mark cleared takes its place back, the
// owner can clear it); the crew marks only the last days' visits; the owner's moves are kept for
// the same customers' next visits; and the positions never reach a customer.
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../src/common/site-config.ts';
import { routeLength, type Point } from '../../src/server/field/stops/route-order.ts';
import { ZIP_CENTRES } from '../../src/server/field/stops/zip-centres.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { outboxSettled } from '../support/settled.ts';
import { signedInWithBookings } from '../support/owner-stack.ts';
import { household, validLead } from '../support/valid-lead.ts';

const cleanups = cleanupsAfterEach();

type Stop = { visitId: string; bookingId: string; name: string; zip: string; placed: string };
type Today = { date: string; start: string; stops: Stop[]; legs: { from: number; to: number; url: string }[]; canReorder: boolean };

// Midtown, Decatur, Vinings and Buckhead: four corners of the service area.
const ZIPS = ['30309', '30030', '30339', '30305'];
const leads = ZIPS.map((zip, n) => ({ ...validLead, ...household(n), email: `h${n}@example.com`, zip }));
const at = (zip: string): Point => ({ latitude: ZIP_CENTRES[zip]![0], longitude: ZIP_CENTRES[zip]![1] });
const yard: Point = siteConfig.crew.yard;

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

const CREW = 'lee@canfreshatl.com';

async function route() {
  const s = await signedInWithBookings(cleanups, leads, undefined, undefined, { CREW_EMAILS: CREW });
  s.clock.set(`${s.day}T12:00:00Z`);
  const today = async () => (await s.get('/owner/api/today')) as Today;
  const order = (visitId: string, direction: string) => s.post(`/owner/api/visits/${visitId}/order`, { direction }, { cookie: s.cookie });
  const mark = (visitId: string, body: object) => s.post(`/owner/api/visits/${visitId}/mark`, body, { cookie: s.cookie });
  return { ...s, today, order, mark };
}

describe("the crew's route", () => {
  it('orders the day from the yard: the shortest of every order of its stops, the same on every load', async () => {
    const s = await route();
    const first = await s.today();
    expect(first.start).toBe(siteConfig.crew.yard.name);
    const shortest = Math.min(...permutations(ZIPS).map((order) => routeLength(yard, order.map(at))));
    expect(
      routeLength(
        yard,
        first.stops.map((stop) => at(stop.zip)),
      ),
    ).toBeCloseTo(shortest, 3);
    expect(first.stops.every((stop) => stop.placed === 'zip')).toBe(true);
    expect(first.legs).toEqual([{ from: 1, to: 4, mapsUrl: expect.stringContaining('/maps/dir/') }]);
    for (let load = 0; load < 3; load++)
      expect((await s.today()).stops.map((stop) => stop.visitId)).toEqual(first.stops.map((v) => v.visitId));
  });

  it('places a stop where it was first marked, near its zip; a poor or far-off fix is not kept, a mark cleared takes its place back, and the owner can clear it', async () => {
    const s = await route();
    const [a, b] = (await s.today()).stops;
    const placeOf = async (visitId: string) => (await s.today()).stops.find((stop) => stop.visitId === visitId)!.placed;
    // A poor fix (500 m) is not kept; the stop stays at its zip's centre.
    expect((await s.mark(a!.visitId, { mark: 'done', position: { latitude: 33.9, longitude: -84.2, accuracy: 500 } })).statusCode).toBe(
      200,
    );
    expect(await placeOf(a!.visitId)).toBe('zip');
    // A precise fix hundreds of km away (or at the map's corner) is no customer's curb: not kept.
    await s.mark(b!.visitId, { mark: 'done', position: { latitude: 31, longitude: -81, accuracy: 5 } });
    await s.mark(b!.visitId, { mark: null });
    await s.mark(b!.visitId, { mark: 'done', position: { latitude: 90, longitude: 180, accuracy: 0 } });
    expect(await placeOf(b!.visitId)).toBe('zip');
    // Marked by mistake from a kilometre off and cleared at once: the place it brought goes with it.
    const near = (zip: string) => ({ latitude: at(zip).latitude + 0.009, longitude: at(zip).longitude, accuracy: 10 });
    await s.mark(b!.visitId, { mark: null });
    await s.mark(b!.visitId, { mark: 'done', position: near(b!.zip) });
    expect(await placeOf(b!.visitId)).toBe('curb');
    await s.mark(b!.visitId, { mark: null });
    expect(await placeOf(b!.visitId)).toBe('zip');
    // Marked for real: placed, and the booking's page says where its place came from.
    await s.mark(b!.visitId, { mark: 'done', position: near(b!.zip) });
    expect(await placeOf(b!.visitId)).toBe('curb');
    const detail = async () => (await s.get(`/owner/api/bookings/${b!.bookingId}`)) as { place: { learned: boolean; words: string } };
    expect((await detail()).place).toEqual({ learned: true, words: expect.stringMatching(/^Where the phone was at the mark of \w+day, /) });
    // The owner clears it: back at the zip's centre.
    const cleared = await s.post(`/owner/api/bookings/${b!.bookingId}/clear-place`, {}, { cookie: s.cookie });
    expect(cleared.json()).toEqual({ learned: false, words: 'Its zip’s centre, until a mark at the curb places it.' });
    expect(await placeOf(b!.visitId)).toBe('zip');
    // A position without a mark, or out of range, is refused with words and nothing is kept.
    const bad = await s.mark(a!.visitId, { mark: 'done', position: { latitude: 133, longitude: 0, accuracy: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/mark/i);
  });

  it('the crew marks only the last three days; the owner marks an older visit with a reason', async () => {
    const s = await route();
    const [a] = (await s.today()).stops;
    const crew = s.browser();
    await crew.askCode(CREW);
    const crewCookie = s.cookieOf(await crew.verify(await s.codeFor(CREW), CREW));
    // Five days on.
    s.clock.set(`${s.day}T12:00:00Z`);
    s.clock.advance(5 * 24 * 3600_000);
    const byCrew = await s.post(`/owner/api/visits/${a!.visitId}/mark`, { mark: 'not-out' }, { cookie: crewCookie });
    expect(byCrew.statusCode).toBe(409);
    expect(byCrew.json()).toEqual({ error: 'That visit was more than 3 days ago: only the owner can mark it now.' });
    const noReason = await s.mark(a!.visitId, { mark: 'not-out' });
    expect(noReason.json()).toEqual({
      error: 'That visit was more than 3 days ago: say why it is marked now in the note (the customer is told of the mark).',
    });
    expect(s.app.bookings.visit(a!.visitId)!.state).toBe('scheduled');
    expect((await s.mark(a!.visitId, { mark: 'not-out', note: 'The crew forgot to mark it on the day' })).statusCode).toBe(200);
    expect(s.app.bookings.visit(a!.visitId)!.state).toBe('not-out');
  });

  it('moves a stop up or down; the order is kept for the same customers a visit later', async () => {
    const s = await route();
    const before = (await s.today()).stops;
    const last = before.at(-1)!;
    const moved = await s.order(last.visitId, 'up');
    expect(moved.statusCode).toBe(200);
    const order = moved.json().order as string[];
    expect(order.indexOf(last.visitId)).toBe(before.length - 2);
    expect((await s.today()).stops.map((stop) => stop.visitId)).toEqual(order);

    expect((await s.order(before[0]!.visitId, 'up')).statusCode).toBe(409);
    expect((await s.order(order.at(-1)!, 'down')).statusCode).toBe(409);
    expect((await s.order(last.visitId, 'sideways')).statusCode).toBe(400);
    expect((await s.order('no-such-visit', 'up')).statusCode).toBe(404);

    // Four weeks later the same members are on the route again, in the order the owner set.
    const names = (stops: Stop[]) => stops.map((stop) => stop.name);
    const setNames = names((await s.today()).stops);
    const later = new Date(Date.parse(`${s.day}T12:00:00Z`) + 28 * 86_400_000).toISOString();
    s.clock.set(later);
    const again = await s.today();
    expect(again.date).not.toBe(s.day);
    expect(names(again.stops)).toEqual(setNames);
  });

  it('never sends a position to a customer', async () => {
    const s = await route();
    const stops = (await s.today()).stops;
    for (const stop of stops)
      await s.mark(stop.visitId, { mark: 'done', position: { latitude: 33.812345, longitude: -84.298765, accuracy: 9 } });
    await outboxSettled(s.app);
    const customers = new Set(leads.map((lead) => lead.email));
    const toCustomers = s.mail.messages.filter((m) => m.recipients.some((r) => customers.has(r)));
    expect(toCustomers.length).toBeGreaterThanOrEqual(leads.length * 2);
    for (const message of toCustomers) expect(message.raw).not.toMatch(/33\.81|84\.29/);
    // The booking (what the customer's page is drawn from) holds no position either.
    for (const stop of stops) expect(JSON.stringify(s.app.bookings.get(stop.bookingId))).not.toMatch(/33\.81|84\.29/);
  });
});
