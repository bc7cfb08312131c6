// Texts to customers through a loopback fake of Twilio's Messages API: the booking's texts go
// only to a number whose latest consent says yes, the first says how to opt out, none leaves in
// the quiet hours, failures are retried and an unsubscribed number is marked opted out; replies
// are taken only when signed (checked against the twilio package's own validateRequest), and
// keywords, HELP and other replies do what a customer expects; the day-before reminder is sent
// once from its hour.
import { moveVisitOn } from '../support/visits.ts';
import fc from 'fast-check';
import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../src/common/site-config.ts';
import { SettableClock, type Clock } from '../../src/server/platform/clock/clock.ts';
import { queueVisitReminders } from '../../src/server/customers/booking-flows/reminders.ts';
import { twilioSignature } from '../../src/server/conversations/texts/twilio-signature.ts';
import { FAKE_ACCOUNT_SID, FAKE_AUTH_TOKEN, startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { startFakeSmtp } from '../fakes/fake-smtp.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { outboxSettled } from '../support/settled.ts';
import { makeTestApp } from '../support/test-app.ts';
import { inboundText } from '../support/inbound-text.ts';
import { toolCallsRequest } from '../support/tool-calls.ts';
import { validLead } from '../support/valid-lead.ts';
import { propertyRuns } from '../support/property-runs.ts';
import { segmentsOf } from '../../src/common/sms-segments.ts';
import { openBusinessDatabase } from '../../src/server/app/schema/schema-history.ts';

const SECRET = 'voice-tools-secret-for-tests-0001';
const PUBLIC = 'https://canfreshatl.com';
const NUMBER = '+14045550199'; // validLead's mobile
const cleanups = cleanupsAfterEach();

async function setup(clock?: Clock, { email = false } = {}) {
  const provider = await startFakeTwilio();
  const mail = email ? await startFakeSmtp() : undefined;
  const t = await makeTestApp({
    env: {
      VAPI_TOOLS_SECRET: SECRET,
      ...twilioEnv(provider),
      PUBLIC_BASE_URL: PUBLIC,
      ...(mail ? { SMTP_URL: mail.url, NOTIFY_EMAIL_TO: 'owner@canfreshatl.com', NOTIFY_EMAIL_FROM: 'a@canfreshatl.com' } : {}),
    },
    ...(clock ? { clock } : {}),
  });
  cleanups.push(provider.close, t.close, ...(mail ? [mail.close] : []));
  const book = (callId: string, args: object) =>
    t.app.inject(
      toolCallsRequest(SECRET, callId, [{ id: 't', name: 'book_service', arguments: { ...validLead, pickup_day: 'Tuesday', ...args } }]),
    );
  /** A reply from a customer, signed as the provider signs it (or with `signature`). */
  const inbound = (params: Record<string, string>, signature?: string) =>
    inboundText(t.app, params, { base: PUBLIC, ...(signature !== undefined ? { signature } : {}) });
  return { ...t, provider, mail, book, inbound, nudge: () => t.app.relays.forEach((r) => r.nudge()) };
}

// Sunday, November 22, 2026, in Atlanta.
const sunday = (time: string) => new SettableClock(`2026-11-22T${time}`);

describe('texts', () => {
  it('a caller who spoke Spanish is texted in Spanish: the confirmation and a move, each one GSM-7 segment', async () => {
    const clock = sunday('15:00:00Z');
    const { app, provider, book } = await setup(clock);
    await book('call-es', { service_date: '2026-11-25', language: 'es' });
    await expect.poll(() => provider.texts.length).toBe(1);
    expect(provider.texts[0]!.body).toMatch(
      /^CanFresh ATL: limpieza el 25 de noviembre en 123 Peachtree St\. Deje los botes en la acera\. https:\/\/canfreshatl\.com\/booking\/[A-Za-z0-9_-]{22} Baja: ALTO\.$/,
    );
    const booking = app.bookings.active()[0]!;
    expect(booking.customer.language).toBe('es');
    moveVisitOn(app.bookings, booking.id, '2026-11-25', '2026-12-02', 'customer');
    await expect.poll(() => provider.texts.length).toBe(2);
    expect(provider.texts[1]!.body).toMatch(
      /^CanFresh ATL: su limpieza pasa al 2 de diciembre, 123 Peachtree St\. Deje los botes en la acera\. /,
    );
    for (const text of provider.texts) expect(segmentsOf(text.body), text.body).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it('confirms a booking by text to a number that agreed, the first saying how to opt out; a move is texted too', async () => {
    const { app, provider, book } = await setup(sunday('15:00:00Z'));
    await book('call-1', { service_date: '2026-11-25' });
    await expect.poll(() => provider.texts.length).toBe(1);
    const [first] = provider.texts;
    expect(first).toMatchObject({ to: NUMBER, from: '+14045550100' });
    expect(first!.body).toMatch(
      /^CanFresh ATL: booked Wed, Nov 25 at 123 Peachtree St\. Cans at curb after pickup\. https:\/\/canfreshatl\.com\/booking\/[A-Za-z0-9_-]{22} Reply STOP to opt out\.$/,
    );
    const booking = app.bookings.active()[0]!;
    expect(app.bookings.byToken(/booking\/(\S+) /.exec(first!.body)![1]!)?.id).toBe(booking.id);

    moveVisitOn(app.bookings, booking.id, '2026-11-25', '2026-12-02', 'customer');
    await expect.poll(() => provider.texts.length).toBe(2);
    expect(provider.texts[1]!.body).toMatch(
      /^CanFresh ATL: your clean moved to Wed, Dec 2, 123 Peachtree St\. Cans at curb after pickup\. https:\/\/\S+$/,
    );
  });

  it('after STOP nothing more; START opts in again', async () => {
    const { app, provider, book, inbound } = await setup(sunday('15:00:00Z'));
    await book('call-1', { service_type: 'One-Time', service_date: '2026-11-25' });
    await expect.poll(() => provider.texts.length).toBe(1);
    expect((await inbound({ From: NUMBER, Body: '  stop ', MessageSid: 'SM1' })).statusCode).toBe(200);
    const [mine] = app.bookings.active();
    moveVisitOn(app.bookings, mine!.id, '2026-11-25', '2026-12-02', 'customer');
    // A STOP outweighs the consent given before it.
    await outboxSettled(app);
    expect(provider.texts).toHaveLength(1);
    expect(app.outbox.has('sms', { kind: 'booking-change', id: '2' })).toBe(false);

    await inbound({ From: NUMBER, Body: 'START' });
    app.bookings.cancel(mine!.id, 'customer');
    await expect.poll(() => provider.texts.length).toBe(2);
    expect(provider.texts[1]!.body).toBe('CanFresh ATL: your clean on Wed, Dec 2 is cancelled. Questions? (404) 555-0123');
  });

  it('a STOP stands until the number itself texts START: a contact form or a call with consent does not undo it', async () => {
    const { app, provider, book, inbound, dataDir } = await setup(sunday('15:00:00Z'));
    expect((await inbound({ From: NUMBER, Body: 'Stop.', MessageSid: 'SM-stop' })).statusCode).toBe(200);
    // Anyone can send the form with this number and its consent box ticked, or give it on a call.
    expect((await app.inject({ method: 'POST', url: '/api/contact', payload: validLead })).statusCode).toBe(201);
    await book('call-2', { service_date: '2026-11-25' });
    await outboxSettled(app);
    expect(provider.texts).toHaveLength(0);
    expect(app.texts.mayText(NUMBER)).toBe(false);
    // The provider posts the same START three times: it counts once, and texts may go again.
    for (let i = 0; i < 3; i++) await inbound({ From: NUMBER, Body: 'Start', MessageSid: 'SM-start' });
    expect(app.texts.mayText(NUMBER)).toBe(true);
    const db = openBusinessDatabase(dataDir);
    const events = db.prepare('SELECT opted_in, message_sid FROM text_opt_events ORDER BY id').all();
    db.close();
    expect(events).toEqual([
      { opted_in: 0, message_sid: 'SM-stop' },
      { opted_in: 1, message_sid: 'SM-start' },
    ]);
  });

  it('a text queued before a STOP is not sent after it', async () => {
    const clock = new SettableClock('2026-11-23T02:30:00Z'); // 21:30: the confirmation waits for the morning
    const { app, provider, book, inbound, nudge } = await setup(clock);
    await book('call-1', { service_date: '2026-11-25' });
    await inbound({ From: NUMBER, Body: 'Stop' });
    clock.set('2026-11-23T13:00:00Z');
    nudge();
    await expect.poll(() => app.outbox.due('sms', 10, Date.parse('2030-01-01')).length).toBe(0);
    expect(provider.texts).toHaveLength(0);
  });

  it('waits through the quiet hours: a booking at 21:30 is texted at 08:00', async () => {
    const clock = new SettableClock('2026-11-23T02:30:00Z'); // Sunday, November 22, 21:30 in Atlanta
    const { app, provider, book, nudge } = await setup(clock);
    await book('call-1', { service_date: '2026-11-25' });
    await outboxSettled(app);
    expect(provider.texts).toHaveLength(0);
    clock.set('2026-11-23T12:59:00Z'); // 07:59
    nudge();
    await outboxSettled(app);
    expect(provider.texts).toHaveLength(0);
    clock.set('2026-11-23T13:00:00Z'); // 08:00
    nudge();
    await expect.poll(() => provider.texts.length).toBe(1);
  });

  it('a text overtaken by a later change while it waited is not sent: only the latest goes', async () => {
    const clock = new SettableClock('2026-11-23T02:30:00Z'); // 21:30
    const { app, provider, book, nudge } = await setup(clock);
    await book('call-1', { service_type: 'One-Time', service_date: '2026-11-25' });
    app.bookings.cancel(app.bookings.active()[0]!.id, 'customer');
    await outboxSettled(app); // both tried in the quiet hours, and held back
    clock.set('2026-11-23T13:00:00Z'); // 08:00
    nudge();
    await expect.poll(() => provider.texts.length).toBe(1);
    await outboxSettled(app);
    expect(provider.texts.map((t) => t.body)).toEqual([
      'CanFresh ATL: your clean on Wed, Nov 25 is cancelled. Questions? (404) 555-0123 Reply STOP to opt out.',
    ]);
  });

  it('retries 429 and 5xx answers until sent once; an unsubscribed number is final and marked opted out', async () => {
    const { app, provider, book } = await setup();
    provider.queue.push(429, 500, 503);
    await book('call-1', { service_date: '2026-11-25' });
    await expect.poll(() => provider.texts.length, { timeout: 5_000 }).toBe(1);
    expect(provider.requests).toBe(4);

    provider.unsubscribed.add('+14045550142');
    await book('call-2', { full_name: 'Gone Away', mobile: '(404) 555-0142', street: '9 Elsewhere Rd', service_date: '2026-11-25' });
    await expect.poll(() => provider.requests).toBe(5);
    await outboxSettled(app);
    expect(provider.requests).toBe(5);
    const gone = app.bookings.active().find((b) => b.customer.mobileE164 === '+14045550142')!;
    moveVisitOn(app.bookings, gone.id, '2026-11-25', '2026-12-02', 'customer');
    await outboxSettled(app);
    expect(provider.requests).toBe(5); // opted out: nothing more is queued for it
  });

  it('the day-before reminder goes out once, from the reminder hour', async () => {
    const clock = sunday('15:00:00Z');
    const { app, provider, book, nudge } = await setup(clock);
    await book('call-1', { service_date: '2026-11-25' });
    await expect.poll(() => provider.texts.length).toBe(1);
    const reminders = () => provider.texts.filter((t) => t.body.includes('tomorrow'));
    clock.set('2026-11-24T22:59:00Z'); // Tuesday 17:59
    expect(queueVisitReminders(app, siteConfig.texts)).toBe(0);
    clock.set('2026-11-24T23:00:00Z'); // 18:00
    expect(queueVisitReminders(app, siteConfig.texts)).toBe(1);
    expect(queueVisitReminders(app, siteConfig.texts)).toBe(0);
    nudge();
    await expect.poll(() => reminders().length).toBe(1);
    expect(reminders()[0]!.body).toMatch(
      /^CanFresh ATL: tomorrow, Wed, Nov 25, we clean at 123 Peachtree St\. Cans at curb after pickup\. https:\/\/\S+$/,
    );
  });
});

describe('a day off', () => {
  it('a membership round left on a holiday gets no reminder; moved by the owner, it gets the move and its reminder', async () => {
    const clock = sunday('15:00:00Z');
    const { app, provider, book, nudge } = await setup(clock);
    // Thursday pickups are cleaned on Fridays; 4 weeks after Friday, November 27 is Christmas Day.
    await book('call-1', { pickup_day: 'Thursday', service_date: '2026-11-27' });
    await expect.poll(() => provider.texts.length).toBe(1);
    clock.set('2026-12-24T23:00:00Z'); // Thursday, December 24, 18:00
    expect(app.bookings.visitsOn('2026-12-25')).toBe(1);
    expect(queueVisitReminders(app, siteConfig.texts)).toBe(0);

    expect(app.bookings.moveDay('2026-12-25', '2026-12-26', 'owner')).toEqual({ ok: true, moved: 1 });
    await expect.poll(() => provider.texts.length).toBe(2);
    expect(provider.texts[1]!.body).toMatch(/^CanFresh ATL: your clean moved to Sat, Dec 26, 123 Peachtree St\./);
    clock.set('2026-12-25T23:00:00Z');
    expect(queueVisitReminders(app, siteConfig.texts)).toBe(1);
    nudge();
    await expect.poll(() => provider.texts.length).toBe(3);
    expect(provider.texts[2]!.body).toMatch(/^CanFresh ATL: tomorrow, Sat, Dec 26, we clean/);
  });
});

describe('replies', () => {
  it('only signed posts are taken; the signature agrees with the twilio package', async () => {
    const { app, inbound } = await setup(sunday('15:00:00Z'));
    const params = { From: NUMBER, Body: 'STOP', MessageSid: 'SM9', AccountSid: FAKE_ACCOUNT_SID };
    const url = `${PUBLIC}/api/sms/inbound`;
    const ours = twilioSignature(FAKE_AUTH_TOKEN, url, params);
    expect(twilio.validateRequest(FAKE_AUTH_TOKEN, ours, url, params)).toBe(true);
    expect(twilio.getExpectedTwilioSignature(FAKE_AUTH_TOKEN, url, params)).toBe(ours);
    for (const signature of [
      '',
      'x',
      twilioSignature('another-token', url, params),
      twilioSignature(FAKE_AUTH_TOKEN, `${url}?x=1`, params),
    ]) {
      const res = await inbound(params, signature);
      expect(res.statusCode).toBe(403);
    }
    expect(app.texts.mayText(NUMBER)).toBe(false); // no lead: never opted in; and no STOP was stored
  });

  it('without PUBLIC_BASE_URL the signed URL is the one the request was made to', async () => {
    const t = await makeTestApp({
      env: { TWILIO_ACCOUNT_SID: FAKE_ACCOUNT_SID, TWILIO_AUTH_TOKEN: FAKE_AUTH_TOKEN, TWILIO_FROM: '+14045550100' },
    });
    cleanups.push(t.close);
    const params = { From: NUMBER, Body: 'STOP' };
    const post = (url: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: {
          host: 'texts.example.test',
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilioSignature(FAKE_AUTH_TOKEN, url, params),
        },
        payload: new URLSearchParams(params).toString(),
      });
    expect((await post('https://canfreshatl.com/api/sms/inbound')).statusCode).toBe(403);
    expect((await post('http://texts.example.test/api/sms/inbound')).statusCode).toBe(200);
  });

  it('STOP words in any case opt out (ALTO and the Spanish ones answered in Spanish); HELP and AYUDA answer who we are; any other reply reaches the owner by name', async () => {
    const { app, inbound, book, mail } = await setup(sunday('15:00:00Z'), { email: true });
    await book('call-1', { service_date: '2026-11-25' });
    for (const word of [
      'STOP',
      ' stopall',
      'Unsubscribe ',
      'cancel',
      'END',
      'quit',
      'Stop.',
      'STOP please',
      'opt out',
      'REVOKE',
      'stop texting me',
    ]) {
      await inbound({ From: NUMBER, Body: 'START' });
      expect(app.texts.mayText(NUMBER)).toBe(true);
      const res = await inbound({ From: NUMBER, Body: word });
      expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
      // The provider answers its own (English) stop words itself.
      expect(res.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
      expect(app.texts.mayText(NUMBER), word).toBe(false);
    }
    // The Spanish ones stand the same, and we answer them in Spanish: the provider would not.
    for (const word of ['PARAR', 'alto', 'Para', 'BAJA', 'cancelar']) {
      await inbound({ From: NUMBER, Body: 'START' });
      const res = await inbound({ From: NUMBER, Body: word });
      expect(res.body, word).toBe(
        '<?xml version="1.0" encoding="UTF-8"?><Response><Message>CanFresh ATL: ya no le enviaremos mensajes. Para recibirlos de nuevo, responda START.</Message></Response>',
      );
      expect(app.texts.mayText(NUMBER), word).toBe(false);
    }
    const ayuda = await inbound({ From: NUMBER, Body: 'Ayuda' });
    expect(ayuda.body).toContain('<Message>CanFresh ATL: mensajes sobre sus fechas de limpieza. Ayuda: (404) 555-0123');
    const help = await inbound({ From: NUMBER, Body: 'help' });
    expect(help.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>CanFresh ATL: texts about your cleaning dates. Help: (404) 555-0123 or hello@canfreshatl.com. Reply STOP to opt out.</Message></Response>',
    );
    await inbound({ From: NUMBER, Body: 'Can you come <after> 10 & ring?', MessageSid: 'SM77' });
    await inbound({ From: NUMBER, Body: 'Can you come <after> 10 & ring?', MessageSid: 'SM77' }); // delivered twice
    await expect.poll(() => mail!.messages.filter((m) => m.parsed.subject?.startsWith('Text from')).length).toBe(1);
    const note = mail!.messages.find((m) => m.parsed.subject?.startsWith('Text from'))!;
    expect(note.parsed.subject).toBe('Text from Jordan Peachtree ((404) 555-0199)');
    expect(note.parsed.text).toContain('Can you come <after> 10 & ring?');
  });

  it('no input makes the reply route fail: signed or not, any form gets 200, 400, 403, 413, 415 or 429', async () => {
    const { inbound, app } = await setup(sunday('15:00:00Z'));
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('From', 'Body', 'MessageSid', 'To', 'x'), fc.string({ maxLength: 60 }), { maxKeys: 5 }),
        fc.boolean(),
        async (params, signed) => {
          const res = signed ? await inbound(params) : await inbound(params, 'bad');
          expect([200, 400, 403, 413, 415, 429]).toContain(res.statusCode);
          if (!signed) expect([403, 429]).toContain(res.statusCode);
        },
      ),
      { numRuns: propertyRuns(300) },
    );
    const raw = await app.inject({ method: 'POST', url: '/api/sms/inbound', headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect([403, 415, 429]).toContain(raw.statusCode);
  });
});
