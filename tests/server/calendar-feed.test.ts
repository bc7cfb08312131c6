// The owner's calendar feed: one all-day event per visit (memberships' recurring visits and
// moves included), parsed here with ical.js; any other token is the plain 404; a short token is
// refused at start.
import { moveVisitOn } from '../support/visits.ts';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { loadEnv } from '../../src/server/env.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { makeTestApp } from '../support/test-app.ts';
import { toolCallsRequest } from '../support/tool-calls.ts';
import { validLead } from '../support/valid-lead.ts';

const SECRET = 'voice-tools-secret-for-tests-0001';
const TOKEN = 'owner-calendar-token-0123456789abcdef';
const cleanups = cleanupsAfterEach();

describe("the owner's calendar feed", () => {
  it('lists every visit ahead as an all-day event; a wrong token gets 404', async () => {
    const clock = new SettableClock('2026-11-22T15:00:00Z');
    const t = await makeTestApp({ env: { VAPI_TOOLS_SECRET: SECRET, OWNER_CALENDAR_TOKEN: TOKEN }, clock });
    cleanups.push(t.close);
    const book = (id: string, args: object) =>
      t.app.inject(toolCallsRequest(SECRET, 'call-1', [{ id, name: 'book_service', arguments: args }]));
    await book('a', { ...validLead, pickup_day: 'Tuesday', service_date: '2026-11-25' });
    await book('b', { ...validLead, full_name: 'Blake Burns', service_type: 'One-Time', pickup_day: 'Monday', service_date: '2026-11-24' });
    const member = t.app.bookings.day('2026-11-25')[0]!.booking;
    expect(moveVisitOn(t.app.bookings, member.id, '2026-12-23', '2026-12-09', 'owner')?.ok).toBe(true);

    const res = await t.app.inject({ method: 'GET', url: `/calendar/${TOKEN}.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((e) => [String(e.getFirstPropertyValue('dtstart')), e.getFirstPropertyValue('summary')]);
    expect(events).toEqual([
      ['2026-11-24', 'Blake Burns, 123 Peachtree St NE'],
      ['2026-11-25', 'Jordan Peachtree, 123 Peachtree St NE'],
      ['2026-12-09', 'Jordan Peachtree, 123 Peachtree St NE'],
      ['2027-01-20', 'Jordan Peachtree, 123 Peachtree St NE (seasonal deep clean)'],
    ]);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York');

    for (const url of [`/calendar/${TOKEN.slice(0, -1)}.ics`, `/calendar/${TOKEN}`, `/calendar/${TOKEN}x.ics`, '/calendar/.ics'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('a token under 32 characters is refused at start; without one there is no feed', async () => {
    expect(() => loadEnv({ OWNER_CALENDAR_TOKEN: 'short' })).toThrow(/OWNER_CALENDAR_TOKEN: must be at least 32/);
    const t = await makeTestApp();
    cleanups.push(t.close);
    expect((await t.app.inject({ method: 'GET', url: `/calendar/${TOKEN}.ics` })).statusCode).toBe(404);
  });
});
