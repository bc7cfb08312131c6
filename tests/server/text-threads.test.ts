// Texts as threads, over real sockets: the app listening on loopback, a fake of Twilio that posts
// its signed delivery reports back, a fake of the voice platform's chat that runs Ava's tools on
// the app, and a fake mail server. A customer's text goes on its thread and to Ava, who answers
// by text (continuing the thread's chat, within two segments a text), books with no code (the
// text proves the number), never sees a STOP, steps back once the owner replies, and when the
// platform fails the owner is told once and nothing goes twice. Reports are taken only signed,
// once per text and state, the furthest state kept; a landline stops getting texts.
import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { segmentsOf } from '../../src/common/sms-segments.ts';
import { startFakeSmtp, mailEnv } from '../fakes/fake-smtp.ts';
import { startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { LONG_ANSWER } from '../fakes/fake-server-chat.ts';
import { startFakeVoiceApi } from '../fakes/fake-voice-api.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { customerTexts } from '../support/inbound-text.ts';
import { outboxSettled } from '../support/settled.ts';
import { makeTestApp } from '../support/test-app.ts';

const SECRET = 'voice-tools-secret-for-tests-0001';
const PRIVATE_KEY = 'vapi-private-key-for-tests-0123456789';
const PUBLIC = 'https://canfreshatl.com';
const CUSTOMER = '+14045550123';
const cleanups = cleanupsAfterEach();

// Sunday, November 22, 2026, 10:00 in Atlanta (the quiet hours end at 8:00).
const morning = () => new SettableClock('2026-11-22T15:00:00Z');

async function setup(clock = morning(), { ava = true } = {}) {
  const twilio = await startFakeTwilio();
  const voice = await startFakeVoiceApi();
  const mail = await startFakeSmtp();
  const t = await makeTestApp({
    clock,
    env: {
      ...twilioEnv(twilio),
      ...mailEnv(mail),
      PUBLIC_BASE_URL: PUBLIC,
      VAPI_TOOLS_SECRET: SECRET,
      VAPI_API_BASE_URL: voice.url,
      VAPI_ASSISTANT_ID: 'assistant-1',
      ...(ava ? { VAPI_PRIVATE_KEY: PRIVATE_KEY } : {}),
    },
  });
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  twilio.reportsTo = origin;
  voice.tools = { url: `${origin}/api/voice/tools`, secret: SECRET };
  cleanups.push(t.close, twilio.close, voice.close, mail.close);
  const texts = customerTexts(t.app, PUBLIC);
  /** A customer's text to the business's number, signed as Twilio signs it. */
  const text = (body: string, from = CUSTOMER) => texts(from, body);
  const { stores } = t.app;
  const thread = (phone = CUSTOMER) => stores.threadReads.texts(phone, { before: null, limit: 50 }).rows;
  const chats = () => voice.requests.filter((r) => r.path === '/chat');
  return { ...t, twilio, voice, mail, clock, stores, text, thread, chats };
}

describe('texts as threads', () => {
  it("a customer's text goes on its thread and to Ava; her answer is texted back, delivered, and the next text continues her chat", async () => {
    const { text, twilio, thread, chats, stores, mail } = await setup();
    expect((await text('Hi, do you clean recycling bins too?')).statusCode).toBe(200);
    await expect.poll(() => twilio.texts.length).toBe(1);
    const [ask] = chats();
    expect(ask!.headers.authorization).toBe(`Bearer ${PRIVATE_KEY}`);
    expect(ask!.body).toMatchObject({
      assistantId: 'assistant-1',
      input: 'Hi, do you clean recycling bins too?',
      assistantOverrides: { variableValues: { channel: 'text', textFrom: CUSTOMER, textProof: expect.any(String) } },
    });
    expect(ask!.body).not.toHaveProperty('previousChatId');
    const answer = twilio.texts[0]!;
    expect(answer).toMatchObject({ to: CUSTOMER, statusCallback: `${PUBLIC}/api/sms/status` });
    expect(answer.body).toContain('You said: "Hi, do you clean recycling bins too?"');
    // The provider's two reports (sent, delivered) reached the server, signed.
    await expect.poll(() => twilio.reports.map((r) => `${r.status}:${r.answer}`)).toEqual(['sent:204', 'delivered:204']);
    expect(thread().map((t) => [t.author, t.state])).toEqual([
      ['customer', 'received'],
      ['ava', 'delivered'],
    ]);
    expect(stores.threadReads.thread(CUSTOMER)).toMatchObject({ awaiting: false, unread: 1 });
    // The owner has the text by e-mail too, with the thread's link.
    const email = await mail.waitForMessage('the text by e-mail', (m) => /^Text from/.test(m.parsed.subject ?? ''));
    expect(email.parsed.text).toContain(`${PUBLIC}/owner#messages/${encodeURIComponent(CUSTOMER)}`);

    await text('What did I say before?');
    await expect.poll(() => twilio.texts.length).toBe(2);
    expect(chats()[1]!.body).toMatchObject({ previousChatId: expect.any(String) });
    expect(twilio.texts[1]!.body).toBe('Earlier you said: "Hi, do you clean recycling bins too?".');
  });

  it('a long answer goes as texts of at most two segments, cut at sentences, in order and once', async () => {
    const { text, twilio, thread, app } = await setup();
    await text('Tell me the long version please');
    await outboxSettled(app);
    const sent = twilio.texts.map((t) => t.body);
    expect(sent.length).toBeGreaterThan(1);
    for (const body of sent) {
      expect(segmentsOf(body).segments, body).toBeLessThanOrEqual(2);
      expect(body).toMatch(/[.!?]$/);
    }
    expect(sent.join(' ')).toBe(LONG_ANSWER);
    expect(thread().filter((t) => t.author === 'ava')).toHaveLength(sent.length);
  });

  it('a texted booking is made with no code: the text proves the number; the confirmation is texted', async () => {
    const { text, twilio, stores, app } = await setup();
    await text('I would like to book a cleaning please');
    await expect.poll(() => stores.bookings.active().length, { timeout: 10_000 }).toBe(1);
    const booking = stores.bookings.active()[0]!;
    expect(booking.customer.mobileE164).toBe(CUSTOMER);
    // Not held for an e-mail's confirmation: the number is proven.
    expect(booking.holdUntil).toBeNull();
    // Ava's limits per conversation (codes, bookings) count on the thread for the day, whichever chat each text is.
    expect(stores.bookings.madeIn(`chat:text:${CUSTOMER}:2026-11-22`)).toBe(1);
    await outboxSettled(app);
    const bodies = twilio.texts.map((t) => t.body);
    expect(bodies.some((b) => /code/i.test(b))).toBe(false);
    expect(bodies.some((b) => b.startsWith('CanFresh ATL: booked '))).toBe(true);
    expect(bodies.some((b) => /^Booked/.test(b))).toBe(true);
  });

  it('STOP never reaches Ava; a reply to that number is refused in words; START answers again', async () => {
    const { text, chats, stores, app, twilio, thread } = await setup();
    await text('STOP');
    await outboxSettled(app);
    expect(chats()).toHaveLength(0);
    expect(stores.texts.stopped(CUSTOMER)).toBe(true);
    // Answered by the rule: not left waiting for the owner.
    expect(stores.threadReads.thread(CUSTOMER)).toMatchObject({ awaiting: false, unread: 1 });
    expect(stores.textFlow.reply(CUSTOMER, 'Sorry to see you go', 'owner@canfreshatl.com', false)).toEqual({
      ok: false,
      why: 'This number texted STOP: no texts go to it until it texts START.',
    });
    // The provider answers STOP itself; nothing of ours went.
    expect(twilio.texts).toHaveLength(0);
    expect(thread().map((t) => t.body)).toEqual(['STOP']);
    await text('START');
    expect(stores.texts.stopped(CUSTOMER)).toBe(false);
    expect(stores.textFlow.reply(CUSTOMER, 'Welcome back', 'owner@canfreshatl.com', false)).toMatchObject({ ok: true });
    await outboxSettled(app);
    expect(chats()).toHaveLength(0);
    expect(twilio.texts.map((t) => t.body).at(-1)).toBe('Welcome back');
  });

  it("the owner's reply goes out with its reports; Ava steps back from the thread until the owner's hours are over", async () => {
    const { text, twilio, chats, stores, clock, app, thread } = await setup();
    await text('Can you come a day later this week?');
    await expect.poll(() => twilio.texts.length).toBe(1);
    const reply = stores.textFlow.reply(CUSTOMER, 'Yes, Thursday works. See you then!', 'owner@canfreshatl.com', false);
    expect(reply.ok).toBe(true);
    await expect.poll(() => twilio.texts.length).toBe(2);
    expect(twilio.texts[1]).toMatchObject({ to: CUSTOMER, body: 'Yes, Thursday works. See you then!' });
    await expect.poll(() => thread().at(-1)).toMatchObject({ author: 'owner', state: 'delivered', sentBy: 'owner@canfreshatl.com' });
    await text('Thanks!');
    await outboxSettled(app);
    expect(chats()).toHaveLength(1);
    expect(stores.threadReads.thread(CUSTOMER)).toMatchObject({ awaiting: true });
    // Twelve hours on, Ava answers the thread again.
    clock.advance(12 * 3_600_000 + 1);
    await text('Are you still there?');
    await expect.poll(() => chats().length).toBe(2);
  });

  it('in the quiet hours a reply is refused with the morning offered, and queued for it when the owner says so', async () => {
    // 22:00 in Atlanta.
    const clock = new SettableClock('2026-11-23T03:00:00Z');
    const { stores, twilio, app, text, thread } = await setup(clock, { ava: false });
    await text('Is tomorrow still on?');
    const refused = stores.textFlow.reply(CUSTOMER, 'Yes it is!', 'owner@canfreshatl.com', false);
    expect(refused).toEqual({ ok: false, why: 'It is the quiet hours: no texts before 8:00 AM. Send it then?', sendsAt: '8:00 AM' });
    expect(thread().filter((t) => t.author === 'owner')).toHaveLength(0);
    const queued = stores.textFlow.reply(CUSTOMER, 'Yes it is!', 'owner@canfreshatl.com', true);
    expect(queued.ok).toBe(true);
    await outboxSettled(app);
    expect(twilio.texts).toHaveLength(0);
    expect(thread().at(-1)).toMatchObject({ author: 'owner', state: 'waiting', sendAt: Date.parse('2026-11-23T13:00:00Z') });
    clock.set('2026-11-23T13:00:01Z');
    app.relays.forEach((r) => r.nudge());
    await expect.poll(() => twilio.texts.map((t) => t.body)).toEqual(['Yes it is!']);
  });

  it('delivery reports: unsigned refused with nothing stored, each counted once, the furthest state kept; a landline gets no more texts', async () => {
    const { text, twilio, stores, thread } = await setup(morning(), { ava: false });
    twilio.outcomes.set(CUSTOMER, { status: 'undelivered', code: 30006 });
    await text('Who is this?');
    stores.textFlow.reply(CUSTOMER, 'Hello from CanFresh', 'owner@canfreshatl.com', false);
    await expect.poll(() => twilio.reports.length).toBe(2);
    const sid = twilio.texts[0]!.sid;
    expect(thread().at(-1)).toMatchObject({ state: 'undelivered', problem: expect.stringMatching(/landline/i) });
    // Forged, late and repeated reports change nothing.
    expect(await twilio.report(sid, 'delivered', undefined, 'forged')).toBe(403);
    expect(await twilio.report(sid, 'sent')).toBe(204);
    expect(await twilio.report(sid, 'undelivered', 30006)).toBe(204);
    expect(thread().at(-1)).toMatchObject({ state: 'undelivered' });
    // Not a mobile: the texting rule refuses it now, and a text from it proves it again.
    expect(stores.texts.textable(CUSTOMER)).toBe(false);
    expect(stores.textFlow.reply(CUSTOMER, 'Again?', 'owner@canfreshatl.com', false)).toMatchObject({ ok: false });
    await text('This is my mobile, actually');
    expect(stores.texts.mayAnswer(CUSTOMER)).toEqual({ ok: true });
  });

  it('reports that come before the provider has answered are applied once the text is recorded, its error code too', async () => {
    const { text, twilio, stores, thread } = await setup(morning(), { ava: false });
    twilio.reportsFirst = true;
    twilio.outcomes.set(CUSTOMER, { status: 'undelivered', code: 30006 });
    await text('Who is this?');
    stores.textFlow.reply(CUSTOMER, 'Hello from CanFresh', 'owner@canfreshatl.com', false);
    await expect.poll(() => twilio.reports.map((r) => r.answer)).toEqual([204, 204]);
    // Both reports reached the server before the text had its sid: they were counted, then applied.
    await expect
      .poll(() => thread().at(-1))
      .toMatchObject({ author: 'owner', state: 'undelivered', problem: expect.stringMatching(/landline/i) });
    expect(stores.texts.textable(CUSTOMER)).toBe(false);
  });

  it('when the platform fails, the owner is told once, the ask is tried again, and the answer goes once', async () => {
    const { text, twilio, voice, mail, app, chats, clock } = await setup();
    voice.serverChats.failures.push(503, 503);
    await text('Hello? Anyone there?');
    const told = await mail.waitForMessage('the owner told Ava could not answer', (m) =>
      /Ava could not answer/.test(m.parsed.subject ?? ''),
    );
    expect(told.parsed.text).toContain('Hello? Anyone there?');
    // The retries come due by the app's clock.
    for (let i = 0; i < 2; i++) {
      await expect.poll(() => chats().length).toBe(i + 1);
      clock.advance(60_000);
      app.relays.forEach((r) => r.nudge());
    }
    await expect.poll(() => twilio.texts.length, { timeout: 10_000 }).toBe(1);
    await outboxSettled(app);
    expect(chats()).toHaveLength(3);
    expect(twilio.texts).toHaveLength(1);
    expect(mail.messages.filter((m) => /Ava could not answer/.test(m.parsed.subject ?? ''))).toHaveLength(1);
  });
});
