// The receptionist and a booking's link, tried as an attacker would, over real sockets with the
// loopback fakes of the mail server and the text provider. The page ships the platform's public
// key, so anyone can script the chat and call book_service with a stranger's details: nothing may
// reach the stranger, and no day may lose a place. A phone proves itself by a texted code; without
// texts a web booking is only held until its e-mail's link confirms it. A link is not a way to
// text its booking's phone every few seconds.
import { segmentsOf } from '../../src/common/sms-segments.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RunningClock, SettableClock, type Clock } from '../../src/server/platform/clock/clock.ts';
import { FAKE_AUTH_TOKEN, startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { mailEnv, startFakeSmtp } from '../fakes/fake-smtp.ts';
import { startFakeWebhook } from '../fakes/fake-webhook.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { propertyRuns } from '../support/property-runs.ts';
import { outboxSettled } from '../support/settled.ts';
import { makeTestApp } from '../support/test-app.ts';
import { toolCallsRequest, type ToolCaller } from '../support/tool-calls.ts';
import { twilioSignature } from '../../src/server/conversations/texts/twilio-signature.ts';
import { household, validLead } from '../support/valid-lead.ts';

const SECRET = 'voice-tools-secret-for-tests-0001';
const DATE = '2026-11-25';
const cleanups = cleanupsAfterEach();

/** The app listening on a port, with a mail server, a text provider (unless `texts` is false) and a webhook. */
async function setup({ texts = true, clock = new RunningClock('2026-11-22T15:00:00Z') as Clock, env = {} as Record<string, string> } = {}) {
  const mail = await startFakeSmtp();
  const provider = await startFakeTwilio();
  const hook = await startFakeWebhook();
  const t = await makeTestApp({
    env: {
      VAPI_TOOLS_SECRET: SECRET,
      ...mailEnv(mail),
      CONTACT_WEBHOOK_URL: hook.url,
      PUBLIC_BASE_URL: 'https://canfreshatl.com',
      ...(texts ? twilioEnv(provider) : {}),
      ...env,
    },
    clock,
    site: true,
  });
  cleanups.push(t.close, mail.close, provider.close, hook.close);
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  /** One tool call over the socket, as the platform posts it; its answer's words. */
  const tool = async (callId: string, name: string, args: object, caller: ToolCaller = { web: true, chat: true }) => {
    const { payload, headers } = toolCallsRequest(SECRET, callId, [{ id: `t-${Math.random()}`, name, arguments: args }], caller);
    const res = await fetch(`${base}/api/voice/tools`, { method: 'POST', headers, body: JSON.stringify(payload) });
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: { result: string }[] }).results[0]!.result;
  };
  const page = (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: 'manual', ...init });
  return { ...t, mail, provider, hook, base, tool, page, clock };
}

const stranger = (i: number) => ({
  ...validLead,
  ...household(i),
  email: `stranger${i}@example.org`,
  mobile: i % 2 ? `+44 7911 123${String(100 + i).slice(-3)}` : household(i).mobile,
  service_type: 'One-Time',
  pickup_day: 'Tuesday',
  service_date: DATE,
});

describe('a scripted chat', () => {
  it("50 bookings from one chat with strangers' details: nothing reaches any stranger, and no day loses a place", async () => {
    const s = await setup();
    const answers = [];
    for (let i = 0; i < 50; i++) answers.push(await s.tool('chat:attack', 'book_service', stranger(i)));
    expect(new Set(answers.map((a) => a.split(':')[0]))).toEqual(new Set(['Not booked yet']));
    expect(answers[0]).toMatch(/First confirm the mobile is theirs: call send_phone_code/);
    // Codes for strangers: none abroad, and three at most from one conversation.
    const codes = [];
    for (let i = 0; i < 10; i++) codes.push(await s.tool('chat:attack', 'send_phone_code', { mobile: stranger(i).mobile }));
    expect(codes.filter((c) => c.startsWith('A 6-digit code is on its way'))).toHaveLength(3);
    expect(codes[1]).toMatch(/^No code was sent\. We can only text mobile numbers in the US/);
    expect(codes[6]).toMatch(/^No code was sent: this conversation has sent all the codes it can/);
    await outboxSettled(s.app);
    expect(s.app.bookings.visitsOn(DATE)).toBe(0);
    expect(s.mail.messages).toHaveLength(0);
    expect(s.hook.deliveries).toHaveLength(0);
    // The only texts: three codes, to US numbers, saying what they are for.
    expect(s.provider.texts.map((t) => t.to).every((to) => to.startsWith('+1'))).toBe(true);
    expect(s.provider.texts.map((t) => t.body)).toEqual(
      Array.from({ length: 3 }, () => expect.stringMatching(/^CanFresh ATL: your code is \d{6}\. Give it to Ava to confirm this number\./)),
    );
  });

  it('a mobile proven by the code it was texted books; the confirmation goes out as from a phone call', async () => {
    const s = await setup();
    const me = { ...validLead, service_type: 'One-Time', pickup_day: 'Tuesday', service_date: DATE };
    expect(await s.tool('chat:me', 'send_phone_code', { mobile: me.mobile })).toMatch(
      /^A 6-digit code is on its way by text to \(404\) 555-0199/,
    );
    await expect.poll(() => s.provider.texts.length).toBe(1);
    const code = /your code is (\d{6})/.exec(s.provider.texts[0]!.body)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await s.tool('chat:me', 'confirm_phone_code', { mobile: me.mobile, code: wrong })).toBe(
      'Not confirmed: that code is not right (4 tries left). Ask them to read it again.',
    );
    // The code proves the number in this chat only.
    expect(await s.tool('chat:other', 'confirm_phone_code', { mobile: me.mobile, code })).toMatch(
      /^Not confirmed: there is no code waiting/,
    );
    expect(await s.tool('chat:me', 'confirm_phone_code', { mobile: me.mobile, code: ` ${code.slice(0, 3)} ${code.slice(3)} ` })).toMatch(
      /^Confirmed: \(404\) 555-0199 is theirs\./,
    );
    expect(await s.tool('chat:other', 'book_service', me)).toMatch(/^Not booked yet: .*First confirm the mobile/);
    expect(await s.tool('chat:me', 'book_service', me)).toMatch(/^Booked for Wednesday, November 25\./);
    await expect.poll(() => s.mail.messages.filter((m) => m.recipients.includes(me.email)).length).toBe(1);
    await expect.poll(() => s.provider.texts.length).toBe(2);
  });

  it('a caller who speaks Spanish gets the code in Spanish, proves the number with it, and is texted the booking in Spanish', async () => {
    const s = await setup();
    const me = { ...validLead, service_type: 'One-Time', pickup_day: 'Tuesday', service_date: DATE, language: 'es' };
    await s.tool('chat:es', 'send_phone_code', { mobile: me.mobile, language: 'es' });
    await expect.poll(() => s.provider.texts.length).toBe(1);
    const text = s.provider.texts[0]!.body;
    expect(text).toMatch(/^CanFresh ATL: su clave es \d{6}\. Désela a Ava para confirmar este celular\. Vale 10 minutos\.$/);
    expect(segmentsOf(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    const code = /su clave es (\d{6})/.exec(text)![1]!;
    expect(await s.tool('chat:es', 'confirm_phone_code', { mobile: me.mobile, code })).toMatch(/^Confirmed/);
    expect(await s.tool('chat:es', 'book_service', me)).toMatch(
      /^Reservado para el miércoles, 25 de noviembre\. Limpieza única, \$59 \(1 bote\)\./,
    );
    await expect.poll(() => s.provider.texts.length).toBe(2);
    expect(s.provider.texts[1]!.body).toMatch(/^CanFresh ATL: limpieza el 25 de noviembre en /);
  });

  it('limits, each in words: two bookings a conversation; one per mobile, and one per street, a date', async () => {
    const s = await setup();
    const phoneCall = (n: number): ToolCaller => ({ phone: `+1404555${2000 + n}` });
    const booking = (n: number, extra: object = {}) => ({ ...stranger(2 * n), ...household(n), ...extra });
    // A phone call from a customer's own mobile needs no code.
    expect(await s.tool('call-a', 'book_service', booking(1), phoneCall(1))).toMatch(/^Booked for/);
    // The same street, written another way, on the same date: refused.
    const sameStreet = booking(2, { street: '101 peachtree st. ne' });
    expect(await s.tool('call-b', 'book_service', sameStreet, phoneCall(2))).toMatch(
      /already has a visit on that date: one booking per home and date/,
    );
    // Written with the USPS words spelled out (Street, Northeast): the same home, refused.
    const spelledOut = booking(4, { street: '101 Peachtree Street Northeast' });
    expect(await s.tool('call-e', 'book_service', spelledOut, phoneCall(4))).toMatch(/one booking per home and date/);
    // The same mobile on the same date, from another street: refused too.
    const sameMobile = booking(1, { street: '7 Other Rd', full_name: 'Twin' });
    expect(await s.tool('call-c', 'book_service', sameMobile, phoneCall(1))).toMatch(/one booking per home and date/);
    // One call makes two bookings (here, two dates), then no more.
    expect(await s.tool('call-d', 'book_service', booking(3), phoneCall(3))).toMatch(/^Booked for/);
    expect(await s.tool('call-d', 'book_service', booking(3, { service_date: '2026-12-02' }), phoneCall(3))).toMatch(/^Booked for/);
    expect(await s.tool('call-d', 'book_service', booking(3, { service_date: '2026-12-09' }), phoneCall(3))).toMatch(
      /One call or chat can make 2 bookings; for more, ask them to call us at \(404\) 555-0123/,
    );
    expect(s.app.bookings.visitsOn(DATE)).toBe(2);
  });

  it('no input to the new tools makes them fail: any arguments get words, never a 5xx', async () => {
    const s = await setup();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('send_phone_code', 'confirm_phone_code', 'book_service'),
        fc.record(
          { mobile: fc.oneof(fc.string({ maxLength: 30 }), fc.constant('+14045550199')), code: fc.string({ maxLength: 12 }) },
          { requiredKeys: [] },
        ),
        fc.string({ minLength: 1, maxLength: 20 }),
        async (name, args, conversation) => {
          const result = await s.tool(`chat:${conversation}`, name, args);
          expect(typeof result).toBe('string');
        },
      ),
      { numRuns: propertyRuns(120) },
    );
  });
});

describe('a web booking without texts', () => {
  it('is held: one e-mail to the address given, with the link that confirms it; confirmed, it is a booking like any', async () => {
    const s = await setup({ texts: false });
    const me = { ...validLead, service_type: 'One-Time', pickup_day: 'Tuesday', service_date: DATE };
    expect(await s.tool('call-web', 'send_phone_code', { mobile: me.mobile }, { web: true })).toMatch(
      /^Texts are not set up here: no code is needed/,
    );
    const held = await s.tool('call-web', 'book_service', me, { web: true });
    expect(held).toMatch(
      /^Held for Wednesday, November 25, One-Time Clean, \$59 \(1 can\): a link to confirm it is on its way to jordan@example\.com\. It must be confirmed within 30 minutes/,
    );
    const [mail] = await s.mail.waitFor(1);
    expect(mail!.recipients).toEqual([me.email]);
    expect(mail!.parsed.subject).toBe('Confirm your booking: Wednesday, November 25 - CanFresh ATL');
    expect(mail!.parsed.attachments ?? []).toHaveLength(0); // no invitation until it is confirmed
    const path = /https:\/\/canfreshatl\.com(\/booking\/\S+)/.exec(mail!.parsed.text!)![1]!;
    // It holds its place, and tells nobody else yet: no owner's e-mail, no webhook.
    expect(s.app.bookings.visitsOn(DATE)).toBe(1);
    await outboxSettled(s.app);
    expect(s.mail.messages).toHaveLength(1);
    expect(s.hook.deliveries).toHaveLength(0);

    const view = await (await s.page(path)).text();
    expect(view).toContain('Confirm your booking');
    const confirm = await s.page(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=confirm',
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${path}?notice=confirmed`);
    await s.mail.waitForMessage('the confirmation', (m) => m.recipients.includes(me.email) && m.parsed.subject!.startsWith('Booked:'));
    await s.mail.waitForMessage("the owner's note", (m) => m.recipients.includes('owner@canfreshatl.com'));
    await s.hook.waitForAccepted(1);
    expect(s.app.bookings.active()[0]!.holdUntil).toBeNull();
  });

  it('unconfirmed after 30 minutes, the hold is gone and its place is free', async () => {
    const clock = new SettableClock('2026-11-22T15:00:00Z');
    const s = await setup({ texts: false, clock });
    const me = { ...validLead, service_type: 'One-Time', pickup_day: 'Tuesday', service_date: DATE };
    await s.tool('call-web', 'book_service', me, { web: true });
    expect(s.app.bookings.visitsOn(DATE)).toBe(1);
    expect(s.app.bookings.dropExpiredHolds()).toBe(0);
    clock.advance(30 * 60_000);
    expect(s.app.bookings.dropExpiredHolds()).toBe(1);
    expect(s.app.bookings.visitsOn(DATE)).toBe(0);
    expect(s.app.bookings.active()).toEqual([]);
    expect(s.app.leads.list()).toEqual([]);
  });
});

describe("a booking's link", () => {
  it('moved back and forth ten times: five changes a day, then the page says to call; the messages wait and carry the latest state', async () => {
    const clock = new SettableClock('2026-11-22T15:00:00Z');
    const s = await setup({ clock, env: { CHANGE_MESSAGE_DELAY_SECONDS: '60' } });
    expect(
      await s.tool(
        'call-1',
        'book_service',
        { ...validLead, service_type: 'One-Time', pickup_day: 'Tuesday', service_date: DATE },
        { phone: '+14045550199' },
      ),
    ).toMatch(/^Booked/);
    await expect.poll(() => s.mail.messages.filter((m) => m.recipients.includes(validLead.email)).length).toBe(1);
    await expect.poll(() => s.provider.texts.length).toBe(1);
    const path = /https:\/\/canfreshatl\.com(\/booking\/\S+)/.exec(
      s.mail.messages.find((m) => m.recipients.includes(validLead.email))!.parsed.text!,
    )![1]!;
    const [visit] = s.app.bookings.visits(s.app.bookings.active()[0]!.id);
    const notices = [];
    for (let i = 0; i < 10; i++) {
      const to = i % 2 ? DATE : '2026-12-02';
      const res = await s.page(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `action=move&visit=${visit!.id}&to=${to}`,
      });
      notices.push(new URL(res.headers.get('location')!, s.base).searchParams.get('notice'));
    }
    expect(notices).toEqual(['moved', 'moved', 'moved', 'moved', 'moved', 'limit', 'limit', 'limit', 'limit', 'limit']);
    expect(s.app.bookings.visit(visit!.id)?.date).toBe('2026-12-02');
    // Nothing goes while the changes come; a minute on, one e-mail, one text and one owner's note, all of the latest date.
    await outboxSettled(s.app);
    expect(s.mail.messages.filter((m) => m.recipients.includes(validLead.email))).toHaveLength(1);
    expect(s.provider.texts).toHaveLength(1);
    clock.advance(61_000);
    s.app.relays.forEach((relay) => relay.nudge());
    await outboxSettled(s.app);
    const customer = s.mail.messages.filter((m) => m.recipients.includes(validLead.email));
    expect(customer.map((m) => m.parsed.subject)).toEqual([
      expect.stringMatching(/^Booked:/),
      expect.stringMatching(/^Moved: Wednesday, December 2/),
    ]);
    expect(s.provider.texts.map((t) => t.body)).toEqual([
      expect.stringMatching(/booked Wed, Nov 25/),
      expect.stringMatching(/moved to Wed, Dec 2/),
    ]);
    expect(
      s.mail.messages.filter((m) => m.recipients.includes('owner@canfreshatl.com') && m.parsed.subject!.startsWith('Booking moved')),
    ).toHaveLength(1);
    // A day later the link works again.
    clock.advance(24 * 3600_000);
    const again = await s.page(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `action=move&visit=${visit!.id}&to=${DATE}`,
    });
    expect(again.headers.get('location')).toMatch(/notice=moved$/);
  });

  it("a membership's link works for 8 weeks after it was sent; each message brings a fresh one", async () => {
    const clock = new SettableClock('2026-11-22T15:00:00Z');
    const s = await setup({ clock });
    await s.tool('call-1', 'book_service', { ...validLead, pickup_day: 'Tuesday', service_date: DATE }, { phone: '+14045550199' });
    const [mail] = await s.mail.waitFor(2);
    const path = /https:\/\/canfreshatl\.com(\/booking\/\S+)/.exec(
      s.mail.messages.find((m) => m.recipients.includes(validLead.email))!.parsed.text!,
    )![1]!;
    expect(mail).toBeDefined();
    clock.advance(8 * 7 * 24 * 3600_000);
    expect((await s.page(path)).status).toBe(200);
    clock.advance(24 * 3600_000);
    expect((await s.page(path)).status).toBe(404);
    const fresh = s.app.bookings.issueLink(s.app.bookings.active()[0]!.id);
    expect((await s.page(`/booking/${fresh}`)).status).toBe(200);
  });
});

describe("the owner's door and the texts, over sockets", () => {
  const OWNER = 'pat@canfreshatl.com';
  const json = (body: object, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    body: JSON.stringify(body),
  });
  /** The cookie a response set, as a browser sends it back. */
  const cookieOf = (res: Response, name: string) => {
    const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
    return line ? line.split(';')[0]! : '';
  };

  it("another client's code requests and wrong codes (behind one proxy, from 35 claimed addresses) leave the owner's code working", async () => {
    const s = await setup({ env: { OWNER_EMAILS: OWNER, TRUST_PROXY: '1' } });
    const mine = await s.page('/owner/api/sign-in/code', json({ email: OWNER }, { 'x-forwarded-for': '203.0.113.10' }));
    const browser = cookieOf(mine, '__Host-owner-code'); // the site is https here: __Host- cookies
    const mail = await s.mail.waitForMessage("the owner's code", (m) => m.recipients.includes(OWNER));
    const code = /\b(\d{6})\b/.exec(mail.parsed.subject!)![1]!;
    for (let i = 0; i < 35; i++) {
      const from = { 'x-forwarded-for': `10.0.0.${i}, 198.51.100.${i}` };
      if (i < 2) expect((await s.page('/owner/api/sign-in/code', json({ email: OWNER }, from))).status).toBe(202);
      expect((await s.page('/owner/api/sign-in/verify', json({ email: OWNER, code: String(100000 + i) }, from))).status).toBe(401);
    }
    const signedIn = await s.page(
      '/owner/api/sign-in/verify',
      json({ email: OWNER, code }, { cookie: browser, 'x-forwarded-for': '203.0.113.10' }),
    );
    expect(signedIn.status).toBe(200);
    // The owner API answers with its own headers: never stored by a cache.
    const dates = await s.page('/owner/api/booking-dates', {
      headers: { cookie: cookieOf(signedIn, '__Host-owner'), 'sec-fetch-site': 'same-origin' },
    });
    expect(dates.status).toBe(200);
    expect(dates.headers.get('cache-control')).toBe('no-store');
  });

  it('a STOP texted in stands: the contact form with the same number, and a call booking with consent, send it nothing', async () => {
    const s = await setup();
    const stop = new URLSearchParams({ From: '+14045550199', Body: 'Stop.', MessageSid: 'SM-sockets' });
    const signature = twilioSignature(FAKE_AUTH_TOKEN, 'https://canfreshatl.com/api/sms/inbound', Object.fromEntries(stop));
    const replied = await s.page('/api/sms/inbound', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      body: stop.toString(),
    });
    expect(replied.status).toBe(200);
    expect((await s.page('/api/contact', json(validLead))).status).toBe(201);
    expect(
      await s.tool('call-9', 'book_service', { ...validLead, pickup_day: 'Tuesday', service_date: DATE }, { phone: '+14045550199' }),
    ).toMatch(/^Booked/);
    await outboxSettled(s.app);
    expect(s.provider.texts).toEqual([]);
  });
});
