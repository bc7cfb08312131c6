// A booking's e-mails against a loopback mail server: the customer's confirmation (to them alone,
// with the date, what to do, plan, price, reference, phone, link and a calendar invitation parsed
// here by ical.js, an independent parser), the updated ones on a move and a cancel (same UID,
// SEQUENCE raised, a cancel as METHOD:CANCEL), the owner's note of a customer's change, and the
// owner's evening list, sent once, and caught up after a restart.
import { moveVisitOn } from '../support/visits.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { visitOn } from '../support/visits.ts';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { invitationText, startFakeSmtp, type ReceivedMail } from '../fakes/fake-smtp.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { makeTestApp } from '../support/test-app.ts';
import { toolCallsRequest } from '../support/tool-calls.ts';
import { validLead } from '../support/valid-lead.ts';

const OWNER = 'owner@canfreshatl.com';
const SECRET = 'voice-tools-secret-for-tests-0001';
const cleanups = cleanupsAfterEach();

async function setup(clock: SettableClock, dataDir?: string, smtp?: Awaited<ReturnType<typeof startFakeSmtp>>) {
  const mail = smtp ?? (await startFakeSmtp());
  const t = await makeTestApp({
    env: {
      SMTP_URL: mail.url,
      NOTIFY_EMAIL_TO: OWNER,
      NOTIFY_EMAIL_FROM: 'alerts@canfreshatl.com',
      VAPI_TOOLS_SECRET: SECRET,
      PUBLIC_BASE_URL: 'https://book.canfreshatl.test/',
    },
    clock,
    ...(dataDir ? { dataDir } : {}),
  });
  cleanups.push(t.close);
  if (!smtp) cleanups.push(mail.close);
  return { ...t, mail };
}

const bookByTool = (app: Awaited<ReturnType<typeof setup>>['app'], args: object, id = 'tool-1') =>
  app.inject(toolCallsRequest(SECRET, 'call-1', [{ id, name: 'book_service', arguments: args }]));

/** The invitation in a message, parsed: its method and its events' properties. */
function invite(message: ReceivedMail) {
  const calendar = new ICAL.Component(ICAL.parse(invitationText(message)!));
  const events = calendar.getAllSubcomponents('vevent').map((e) => ({
    uid: e.getFirstPropertyValue('uid'),
    sequence: e.getFirstPropertyValue('sequence'),
    exdates: e.getAllProperties('exdate').flatMap((p) => p.getValues().map(String)),
    start: String(e.getFirstPropertyValue('dtstart')),
    end: String(e.getFirstPropertyValue('dtend')),
    status: e.getFirstPropertyValue('status'),
    rrule: e.getFirstPropertyValue('rrule')?.toString() ?? null,
    recurrenceId: e.getFirstPropertyValue('recurrence-id')?.toString() ?? null,
  }));
  return { method: calendar.getFirstPropertyValue('method'), timeZone: calendar.getFirstPropertyValue('x-wr-timezone'), events };
}

const toCustomer = (mail: { messages: ReceivedMail[] }) => mail.messages.filter((m) => m.recipients.includes(validLead.email));
const toOwner = (mail: { messages: ReceivedMail[] }) => mail.messages.filter((m) => m.recipients.includes(OWNER));

describe("a booking's e-mails", () => {
  it('confirms to the customer alone, with a calendar invitation; a move and a cancel send updated ones, and tell the owner', async () => {
    // Sunday, November 22, 2026, 10:00 in Atlanta.
    const clock = new SettableClock('2026-11-22T15:00:00Z');
    const { app, mail } = await setup(clock);
    await bookByTool(app, { ...validLead, pickup_day: 'Tuesday', service_date: '2026-11-25' });

    await expect.poll(() => toCustomer(mail).length).toBe(1);
    const [confirmation] = toCustomer(mail);
    expect(confirmation!.recipients).toEqual([validLead.email]);
    expect(confirmation!.parsed.replyTo?.map((a) => ('address' in a ? a.address : ''))).toEqual(['hello@canfreshatl.com']);
    const [booking] = app.bookings.active();
    expect(confirmation!.parsed.subject).toBe(`Booked: Wednesday, November 25 - CanFresh ATL (ref ${booking!.reference})`);
    const text = confirmation!.parsed.text!;
    for (const part of [
      'Hi Jordan Peachtree,',
      'Your trash can cleaning is booked for Wednesday, November 25, then every 4 weeks.',
      'What to do: leave your cans at the curb after pickup.',
      'Pristine Membership, $32 every 4 weeks (1 can)',
      `Reference:  ${booking!.reference}`,
      '(404) 555-0123',
    ])
      expect(text).toContain(part);
    const link = /Change or cancel: (https:\/\/book\.canfreshatl\.test\/booking\/([A-Za-z0-9_-]{22}))$/m.exec(text);
    expect(link).not.toBeNull();
    expect(app.bookings.byToken(link![2]!)?.id).toBe(booking!.id);
    const first = invite(confirmation!);
    expect(first).toEqual({
      method: 'REQUEST',
      timeZone: 'America/New_York',
      events: [
        {
          uid: `${booking!.id}@canfreshatl.com`,
          sequence: 0,
          start: '2026-11-25',
          end: '2026-11-26',
          status: 'CONFIRMED',
          rrule: 'FREQ=WEEKLY;INTERVAL=4',
          recurrenceId: null,
          exdates: [],
        },
      ],
    });

    // The customer moves their December 23 visit to the 30th.
    clock.set('2026-12-10T15:00:00Z');
    expect(moveVisitOn(app.bookings, booking!.id, '2026-12-23', '2026-12-30', 'customer')?.ok).toBe(true);
    await expect.poll(() => toCustomer(mail).length).toBe(2);
    const moved = toCustomer(mail)[1]!;
    expect(moved.parsed.subject).toBe(`Moved: Wednesday, December 30 - CanFresh ATL (ref ${booking!.reference})`);
    // The next visits as stored: the moved one, then the rhythm again.
    expect(moved.parsed.text).toContain(
      'Wednesday, December 30, then Wednesday, January 20, then every 4 weeks (Wednesday, December 23 moved to Wednesday, December 30)',
    );
    const second = invite(moved);
    expect(second.events.map((e) => [e.uid, e.sequence, e.start, e.rrule, e.recurrenceId])).toEqual([
      [first.events[0]!.uid, 1, '2026-11-25', 'FREQ=WEEKLY;INTERVAL=4', null],
      [first.events[0]!.uid, 1, '2026-12-30', null, '2026-12-23'],
    ]);
    // A new link in each message: the first still works too.
    const secondLink = /\/booking\/([A-Za-z0-9_-]{22})$/m.exec(moved.parsed.text!)![1]!;
    expect(secondLink).not.toBe(link![2]);

    await expect.poll(() => toOwner(mail).find((m) => m.parsed.subject?.startsWith('Booking moved'))).toBeDefined();
    const ownerNote = toOwner(mail).find((m) => m.parsed.subject?.startsWith('Booking moved'))!;
    expect(ownerNote.parsed.subject).toBe(`Booking moved: Jordan Peachtree, ${booking!.reference}`);
    expect(ownerNote.recipients).toEqual([OWNER]);

    // One visit given up: the invitation excludes its slot, the membership goes on.
    expect(app.bookings.cancelVisit(visitOn(app.bookings, booking!.id, '2027-01-20').id, 'customer')?.ok).toBe(true);
    await expect.poll(() => toCustomer(mail).length).toBe(3);
    const skipped = toCustomer(mail)[2]!;
    expect(skipped.parsed.subject).toBe(`Visit cancelled: Wednesday, January 20 - CanFresh ATL (ref ${booking!.reference})`);
    expect(skipped.parsed.text).toContain(
      'Your visit on Wednesday, January 20 cancelled; next: Wednesday, December 30, then Wednesday, February 17',
    );
    expect(invite(skipped).events[0]!.exdates).toEqual(['2027-01-20']);

    expect(app.bookings.cancel(booking!.id, 'customer')?.status).toBe('cancelled');
    await expect.poll(() => toCustomer(mail).length).toBe(4);
    const third = invite(toCustomer(mail)[3]!);
    expect(third.method).toBe('CANCEL');
    expect(third.events[0]).toMatchObject({ uid: first.events[0]!.uid, sequence: 3, status: 'CANCELLED' });
    expect(toCustomer(mail)[3]!.parsed.text).not.toContain('Change or cancel');
  });

  it("the owner's evening list warns of a day off ahead that still has visits", async () => {
    const clock = new SettableClock('2026-11-22T15:00:00Z');
    const { app, mail } = await setup(clock);
    // A membership on Friday, November 27: its next round is on Christmas Day, a day off.
    await bookByTool(app, { ...validLead, pickup_day: 'Thursday', service_date: '2026-11-27' });
    clock.set('2026-12-17T22:00:00Z'); // Thursday, December 17, 17:00 (today's list is caught up too)
    expect(app.bookings.queueDayDigests()).toEqual(['2026-12-17', '2026-12-18']);
    await expect.poll(() => toOwner(mail).find((m) => m.parsed.subject?.startsWith('Tomorrow'))).toBeDefined();
    const list = toOwner(mail).find((m) => m.parsed.subject?.startsWith('Tomorrow'))!;
    expect(list.parsed.text).toContain(
      'Days off that still have visits (move them in the inbox: Bookings, Move the whole day):\n  Friday December 25: 1 visit',
    );
    // Once moved, the warning is gone from the next list.
    expect(app.bookings.moveDay('2026-12-25', '2026-12-26', 'owner')).toEqual({ ok: true, moved: 1 });
    clock.set('2026-12-18T22:00:00Z');
    expect(app.bookings.queueDayDigests()).toEqual(['2026-12-19']);
    await expect.poll(() => toOwner(mail).find((m) => m.parsed.subject?.includes('December 19'))).toBeDefined();
    expect(toOwner(mail).find((m) => m.parsed.subject?.includes('December 19'))!.parsed.text).not.toContain('Days off');
  });

  it("the owner's evening list: once, at the digest hour before a service day, and caught up after a restart", async () => {
    // Tuesday, November 24, 2026, 16:59 in Atlanta: not yet.
    const clock = new SettableClock('2026-11-24T21:59:00Z');
    const mail = await startFakeSmtp();
    const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-digest-'));
    cleanups.push(mail.close, () => rmSync(dataDir, { recursive: true, force: true }));
    const first = await setup(clock, dataDir, mail);
    await bookByTool(first.app, { ...validLead, pickup_day: 'Tuesday', service_date: '2026-11-25', notes: 'Gate code 4411' });
    expect(first.app.bookings.queueDayDigests()).toEqual([]);

    clock.set('2026-11-24T22:00:00Z'); // 17:00
    expect(first.app.bookings.queueDayDigests()).toEqual(['2026-11-25']);
    expect(first.app.bookings.queueDayDigests()).toEqual([]);
    await expect.poll(() => toOwner(mail).find((m) => m.parsed.subject?.startsWith('Tomorrow'))).toBeDefined();
    const list = toOwner(mail).find((m) => m.parsed.subject?.startsWith('Tomorrow'))!;
    expect(list.parsed.subject).toBe('Tomorrow, Wednesday November 25: 1 visit');
    expect(list.parsed.text).toContain('1. Jordan Peachtree, 123 Peachtree St NE, 30309; Pristine Membership; (404) 555-0199; ');
    expect(list.parsed.text).toMatch(/In maps, in this order:\n {2}Stops 1-1: https:\/\/www\.google\.com\/maps\/dir\//);
    expect(list.parsed.text).toContain('Gate code 4411');

    // Wednesday at noon the crew marks the visit done.
    clock.set('2026-11-25T17:00:00Z');
    const visit = first.app.bookings.visits(first.app.bookings.active()[0]!.id)[0]!;
    expect(first.app.bookings.mark(visit.id, 'done', 'owner')).toBe(true);
    // Down over Wednesday evening (no Thursday list: Thanksgiving is a blackout) and Thursday's;
    // started on Friday, November 27 at 07:00, it sends Friday's list at once.
    await first.close();
    clock.set('2026-11-27T12:00:00Z');
    const second = await setup(clock, dataDir, mail);
    await expect.poll(() => toOwner(mail).filter((m) => m.parsed.subject?.startsWith('Friday November 27')).length).toBe(1);
    const friday = toOwner(mail).find((m) => m.parsed.subject?.startsWith('Friday November 27'))!;
    expect(friday.parsed.subject).toBe('Friday November 27: 0 visits');
    // How the last service day went, first.
    expect(friday.parsed.text).toMatch(/^Wednesday November 25: 1 done, 0 cans not out, 0 no access\.\n/);
    expect(second.app.bookings.queueDayDigests()).toEqual([]);
    // The booking survived the restart; Wednesday's list was sent once only.
    expect(second.app.bookings.active()).toHaveLength(1);
    expect(toOwner(mail).filter((m) => m.parsed.subject?.includes('Wednesday November 25'))).toHaveLength(1);
  });
});
