// Texts that cannot be turned against the business, over real sockets: the app listening on
// loopback, fakes of Twilio, the voice platform's chat and a mail server. An auto-responder
// answering Ava's answers is stopped within her bound, the thread left to the owner, who is told
// once.
import { describe, expect, it } from 'vitest';
import { AVA_OFF_FOR_GOOD } from '../../src/common/text-threads.ts';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { startFakeSmtp, mailEnv } from '../fakes/fake-smtp.ts';
import { startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { startFakeVoiceApi } from '../fakes/fake-voice-api.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { textsOverSocket } from '../support/inbound-text.ts';
import { outboxSettled } from '../support/settled.ts';
import { makeTestApp } from '../support/test-app.ts';
import { validLead } from '../support/valid-lead.ts';

const SECRET = 'voice-tools-secret-for-tests-0001';
const PUBLIC = 'https://canfreshatl.com';
const BOT = '+14045550177';
const cleanups = cleanupsAfterEach();

async function setup({ site = false } = {}) {
  const clock = new SettableClock('2026-11-23T03:00:00Z');
  const twilio = await startFakeTwilio();
  const voice = await startFakeVoiceApi();
  const mail = await startFakeSmtp();
  const t = await makeTestApp({
    site,
    // 22:00 in Atlanta: the quiet hours, when an answer to a text just received still goes.
    clock,
    env: {
      ...twilioEnv(twilio),
      ...mailEnv(mail),
      PUBLIC_BASE_URL: PUBLIC,
      VAPI_TOOLS_SECRET: SECRET,
      VAPI_API_BASE_URL: voice.url,
      VAPI_ASSISTANT_ID: 'assistant-1',
      VAPI_PRIVATE_KEY: 'vapi-private-key-for-tests-0123456789',
    },
  });
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  twilio.reportsTo = origin;
  voice.tools = { url: `${origin}/api/voice/tools`, secret: SECRET };
  cleanups.push(t.close, twilio.close, voice.close, mail.close);
  return { ...t, clock, origin, twilio, voice, mail, text: textsOverSocket(origin, PUBLIC) };
}

describe('texts that cannot be turned against the business', () => {
  it('an auto-responder answering Ava is stopped within her bound; the thread waits for the owner, told once', async () => {
    const { app, twilio, voice, mail, text } = await setup();
    // The bot answers every text to its number at once, each time in other words (as a bot that numbers its replies).
    let answered = 0;
    let replies = 0;
    expect(await text(BOT, 'Thanks for your message! We will reply soon. (1)')).toBe(200);
    for (let round = 0; round < 40; round++) {
      await outboxSettled(app);
      const toBot = twilio.texts.filter((t) => t.to === BOT);
      if (toBot.length === answered) break;
      answered = toBot.length;
      expect(await text(BOT, `Thanks for your message! We will reply soon. (${++replies + 1})`)).toBe(200);
    }
    await outboxSettled(app);
    const chats = voice.requests.filter((r) => r.path === '/chat').length;
    // Her bound: no sign of a person after three quick rounds (the hour's eight is never reached).
    expect(chats).toBeLessThanOrEqual(3);
    expect(twilio.texts.filter((t) => t.to === BOT).length).toBe(chats);
    expect(app.stores.threads.ownerUntil(BOT)).toBe(AVA_OFF_FOR_GOOD);
    const told = mail.messages.filter((m) => /Ava stopped answering/.test(m.parsed.subject ?? ''));
    expect(told).toHaveLength(1);
    expect(told[0]!.parsed.text).toMatch(/an automatic reply, not a person/);
    // The bot texts on: kept on the thread for the owner, nothing more asked of Ava or sent.
    expect(await text(BOT, 'Thanks for your message! We will reply soon. (99)')).toBe(200);
    await outboxSettled(app);
    expect(voice.requests.filter((r) => r.path === '/chat').length).toBe(chats);
    expect(mail.messages.filter((m) => /Ava stopped answering/.test(m.parsed.subject ?? ''))).toHaveLength(1);
  });

  it("the provider's volume: 500 signed texts from 500 numbers in a minute, from one address, all taken; a PARAR among them honoured", async () => {
    const { app, text } = await setup();
    const numbers = Array.from({ length: 500 }, (_, i) => `+1404555${String(1000 + i).padStart(4, '0')}`);
    const STOPPER = numbers[123]!;
    const started = performance.now();
    const statuses: number[] = [];
    for (let i = 0; i < numbers.length; i += 25)
      statuses.push(...(await Promise.all(numbers.slice(i, i + 25).map((n) => text(n, n === STOPPER ? 'PARAR' : `Hello from ${n}`)))));
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(app.stores.texts.stopped(STOPPER)).toBe(true);
    expect(app.stores.threadReads.thread(numbers[499]!)).toMatchObject({ awaiting: true });
    // 500 signed posts through the whole server: about 12 s on an idle 2-core machine, past 20 s with a core busy.
  }, 60_000);

  it('one number flooding is limited, by its number alone; its STOP is taken past the limit; an unsigned post counts for nothing', async () => {
    const { app, text } = await setup();
    const FLOOD = '+14045550188';
    // Forged posts are refused before the limit counts them.
    for (let i = 0; i < 5; i++) expect(await text(FLOOD, `forged ${i}`, 'a-forged-signature')).toBe(403);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push(await text(FLOOD, `flood ${i}`));
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    // Another number from the same address is taken; the flooder's STOP is recorded.
    expect(await text('+14045550189', 'Hi there')).toBe(200);
    expect(await text(FLOOD, 'STOP')).toBe(200);
    expect(app.stores.texts.stopped(FLOOD)).toBe(true);
  });

  it("the contact form's link text names the business, never the words a visitor typed as a name", async () => {
    const { app, clock, origin, twilio } = await setup({ site: true });
    clock.set('2026-11-23T15:00:00Z'); // 10:00: a link's text keeps the quiet hours
    const typed = { ...validLead, full_name: 'WINNER claim at bit.ly/x9Yz1', mobile: '(404) 555-0166' };
    const sent = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(typed),
    });
    expect(sent.status).toBe(201);
    await outboxSettled(app);
    const [link] = twilio.texts.filter((t) => t.to === '+14045550166');
    expect(link!.body).toMatch(/^CanFresh ATL: thanks for your request! Pick your cleaning date online in a minute: https:/);
    expect(link!.body).not.toMatch(/WINNER|bit\.ly/);
  });
});
