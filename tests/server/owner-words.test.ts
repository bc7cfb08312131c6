// The owner's words are data, over the built app on a real port: a line break in a setting meant
// as one line is refused in words, and one stored before that rule (an older install's version)
// still cannot add a line to an invitation or the calendar feed (ical.js parses one ATTENDEE); a
// '$'' typed in the city lands on the page as text; links take https only; the quiet hours leave a
// window; a plan named at length gets an id every tool takes, so Ava books it as /book does.
import Database from 'better-sqlite3';
import ICAL from 'ical.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readParts } from '../../src/common/business-parts.ts';
import { siteConfig } from '../../src/common/site-config.ts';
import { DATABASE_FILE } from '../../src/server/platform/db/database.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { MEMBER, ONE_TIME, paidStack } from '../support/paid-stack.ts';

const cleanups = cleanupsAfterEach();
const TOKEN = 'owner-calendar-token-0123456789abcdef';
const INJECTED = 'Evil\r\nX-RT8-INJECTED:1\r\nATTENDEE;CN=evil:mailto:evil@example.com';

async function setup() {
  const s = await paidStack(cleanups, { env: { OWNER_CALENDAR_TOKEN: TOKEN } });
  const owner = await s.owner();
  const about = readParts(s.app.stores.settings.current()).about;
  const put = (part: string, payload: object) =>
    s.app.inject({ method: 'PUT', url: `/owner/api/business/${part}`, headers: owner.headers, payload });
  return { ...s, owner, about, put };
}

/** An invitation or feed as ical.js reads it: its events' attendees, and every property name of the whole. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const names = [calendar, ...calendar.getAllSubcomponents()].flatMap((c) => c.getAllProperties().map((p) => p.name));
  const attendees = calendar.getAllSubcomponents('vevent').map((e) => e.getAllProperties('attendee').length);
  return { calendar, names, attendees };
}

describe("the owner's words are data", () => {
  it('a line break in the name is refused; one stored before cannot add a line to an invitation or the feed', async () => {
    const s = await setup();
    const refused = await s.put('about', { ...s.about, brandName: INJECTED });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toContainEqual({
      field: 'brandName',
      message: expect.stringContaining('one line, with no line break or control character'),
    });
    // As an install kept it before the rule: a version written straight into the database.
    const db = new Database(join(s.dataDir, DATABASE_FILE));
    const before = JSON.stringify(s.app.stores.settings.current());
    db.prepare('INSERT INTO settings_versions (at, by, what, before, after) VALUES (?, ?, ?, ?, ?)').run(
      s.clock.now(),
      'an older release',
      'The business',
      before,
      JSON.stringify({ ...JSON.parse(before), brandName: INJECTED }),
    );
    db.close();
    expect(s.app.stores.settings.current().brandName).toBe(INJECTED);

    const { invitation } = await s.book({ ...MEMBER, email: 'jordan@example.com' });
    const invite = parsed(invitation);
    expect(invite.attendees).toEqual([1]);
    expect(invite.names).not.toContain('x-rt8-injected');
    expect(String(invite.calendar.getFirstPropertyValue('prodid'))).toBe(
      '-//Evil X-RT8-INJECTED:1 ATTENDEE;CN=evil:mailto:evil@example.com//bookings//EN',
    );
    const feed = await s.page(`/calendar/${TOKEN}.ics`);
    const owners = parsed(await feed.text());
    expect(owners.attendees.length).toBeGreaterThan(0);
    expect(owners.attendees.every((n) => n === 0)).toBe(true);
    expect(owners.names).not.toContain('x-rt8-injected');
  });

  it("a city with $' in it lands on the page as text, once", async () => {
    const s = await setup();
    const plain = await (await s.page('/')).text();
    expect((await s.put('about', { ...s.about, city: "St. John$'s" })).statusCode).toBe(200);
    await expect.poll(async () => (await (await s.page('/')).text()).includes('St. John$&#x27;s')).toBe(true);
    const page = await (await s.page('/')).text();
    expect(page.match(/<\/html>/g)).toHaveLength(1);
    expect(page.length).toBeLessThan(plain.length * 1.1);
  });

  it('links take https only, and the quiet hours leave a window at night', async () => {
    const s = await setup();
    const social = await s.put('about', { ...s.about, socialUrl: 'javascript:alert(document.cookie)' });
    expect(social.statusCode).toBe(400);
    expect(social.json().error).toContain('an https:// address');
    const messages = readParts(s.app.stores.settings.current()).messages;
    const review = await s.put('messages', { ...messages, reviewUrl: 'javascript:alert(1)' });
    expect(review.statusCode).toBe(400);
    expect(review.json().problems).toContainEqual({ field: 'reviewUrl', message: expect.stringContaining('an https:// address') });
    const allDay = await s.put('messages', { ...messages, quietFrom: 24, quietUntil: 0 });
    expect(allDay.statusCode).toBe(400);
    expect(
      allDay
        .json()
        .problems.map((p: { field: string }) => p.field)
        .sort(),
    ).toEqual(['quietFrom', 'quietUntil']);
    expect(s.app.stores.textRules).toMatchObject({ quietFrom: siteConfig.texts.quietFrom, quietUntil: siteConfig.texts.quietUntil });
    expect((await s.put('messages', { ...messages, quietFrom: 20, quietUntil: 9 })).statusCode).toBe(200);
  });

  it('a plan named at length gets an id every tool takes: Ava books it as /book would', async () => {
    const s = await setup();
    const name = 'The Full Curbside Refresh Package Every Month'; // 45 characters
    const added = await s.owner.post('/owner/api/business/plans', {
      name,
      nameEs: 'El paquete completo de cada mes',
      description: 'Every can, every month.',
      descriptionEs: 'Cada bote, cada mes.',
      features: ['Every can'],
      featuresEs: ['Cada bote'],
      first: 3900,
      extra: 900,
      everyWeeks: 4,
    });
    expect(added.statusCode).toBe(201);
    const plan = s.app.stores.settings.current().plans.find((p) => p.name === name)!;
    expect(plan.id.length).toBeLessThanOrEqual(40);
    const booked = await s.tool('call-long', 'book_service', {
      ...ONE_TIME,
      service_type: 'Membership',
      plan: plan.id,
      email: 'long@example.com',
    });
    expect(booked).toMatch(/^Booked/);
    expect(s.app.bookings.active().find((b) => b.customer.email === 'long@example.com')?.planId).toBe(plan.id);
  });
});
