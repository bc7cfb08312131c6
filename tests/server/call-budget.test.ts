// Ava's call backs cannot be turned against the business or strangers, tried over real sockets as
// an attacker would: the built app listening on loopback, each visitor from a loopback address of
// its own, fakes of the voice platform and the mail server. A minute's flood from one address
// through both doors (the contact form and /book's end) places the address's share of calls and
// no more; many addresses stop at the business's budget and the owner is told once; one number
// named by many leads is called once; numbers abroad (the UK, Jamaica, Guam) are never called; a
// Hawaiian mobile asked at 10:00 in Atlanta is called at 8 AM its own time (the clock set).
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CALL_BACK_COPY } from '../../src/common/copy/call-back-copy.ts';
import { siteConfig } from '../../src/common/site-config.ts';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { mailEnv, startFakeSmtp } from '../fakes/fake-smtp.ts';
import { startFakeVoiceApi } from '../fakes/fake-voice-api.ts';
import { bookVisitor } from '../support/book-visitor.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { outboxSettled } from '../support/settled.ts';
import { makeTestApp } from '../support/test-app.ts';
import { validLead } from '../support/valid-lead.ts';

const cleanups = cleanupsAfterEach();
const BASE = 'https://canfreshatl.com';
const { callBacks: BUDGET } = siteConfig.voice;

async function setup(at = '2026-12-02T15:00:00Z' /* Wednesday 10:00 in Atlanta */) {
  const [voice, mail] = await Promise.all([startFakeVoiceApi(), startFakeSmtp()]);
  const clock = new SettableClock(at);
  const t = await makeTestApp({
    clock,
    site: true,
    env: {
      ...mailEnv(mail),
      PUBLIC_BASE_URL: BASE,
      VAPI_PRIVATE_KEY: 'private-key-for-tests',
      VAPI_ASSISTANT_ID: 'assistant-1',
      VAPI_PHONE_NUMBER_ID: 'line-1',
      VAPI_API_BASE_URL: voice.url,
    },
  });
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(t.close, voice.close, mail.close);
  /** A JSON post over a socket from one loopback address. */
  const post = (from: string, path: string, body: object) =>
    new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
      const { port } = new URL(origin);
      const payload = JSON.stringify(body);
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          localAddress: from,
          method: 'POST',
          path,
          headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}`, referer: `${BASE}/` },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text || '{}') as Record<string, unknown> }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  /** The contact form, then 'Have Ava call me now' with the offer its answer carried: what the page then says. */
  const throughTheForm = async (from: string, mobile: string) => {
    const sent = await post(from, '/api/contact', {
      ...validLead,
      mobile,
      email: `${mobile.replace(/\D/g, '')}@example.com`,
      language: 'en',
    });
    expect(sent.status).toBe(201);
    const offer = (sent.json.callBack as { offer: string } | undefined)?.offer;
    if (!offer) return { offered: false as const };
    const asked = await post(from, '/api/call-back', { offer, language: 'en' });
    return { offered: true as const, said: String(asked.json.said) };
  };
  /** /book with a zip outside the area, the outside screen with a mobile, then the call on its last screen. */
  const throughBook = async (from: string, mobile: string, language: 'en' | 'es') => {
    const visitor = bookVisitor({ origin }, { ip: from, language });
    await visitor.send({ screen: 'zip', zip: '30101' });
    await visitor.send({
      screen: 'outside',
      sms_opt_in: 'on',
      customer_status: 'New',
      full_name: 'Jordan Peachtree',
      email: 'jordan@example.com',
      street: '9 Main St',
      mobile,
      service_type: 'Membership',
    });
    return visitor.send({ screen: 'left', call_back: 'now' });
  };
  const calledNumbers = () => voice.calls.map((c) => c.customer?.number);
  return { ...t, voice, mail, clock, post, throughTheForm, throughBook, calledNumbers };
}

const mobile = (i: number) => `(404) 555-${String(3100 + i).padStart(4, '0')}`;

describe("Ava's call backs have a budget", () => {
  it('a minute of asking from one address through both doors places its share of calls and no more', async () => {
    const s = await setup();
    const from = '127.0.0.21';
    const started = s.clock.now();
    for (let i = 0; i < 10; i++) {
      await s.throughTheForm(from, mobile(i));
      await s.throughBook(from, mobile(20 + i), i % 2 ? 'es' : 'en');
      s.clock.advance(6_000); // 20 asks, 60 seconds in all
    }
    expect(s.clock.now() - started).toBe(60_000);
    await outboxSettled(s.app);
    expect(s.voice.calls).toHaveLength(BUDGET.perAddressPerHour);
    // Every ask past the share was told so in words, and kept as refused with why.
    const refused = s.app.stores.callBudget.refusedSince(started);
    expect(refused).toEqual([{ refused: 'address', n: 20 - BUDGET.perAddressPerHour }]);
    const late = await s.throughTheForm(from, mobile(50));
    expect(late).toEqual({ offered: true, said: CALL_BACK_COPY.en.busy });
  });

  it("many addresses stop at the business's budget, and the owner is told once, in words", async () => {
    const s = await setup();
    for (let i = 0; i < BUDGET.perHour + 3; i++) await s.throughTheForm(`127.0.1.${i + 1}`, mobile(i));
    await outboxSettled(s.app);
    expect(s.voice.calls).toHaveLength(BUDGET.perHour);
    const told = s.mail.messages.filter((m) => /Ava's call backs were stopped/.test(m.parsed.subject ?? ''));
    expect(told).toHaveLength(1);
    expect(told[0]!.parsed.text).toContain(`${BUDGET.perHour} calls an hour, ${BUDGET.perDay} a day`);
    // Composed as it is delivered: with what had been refused by then.
    expect(told[0]!.parsed.text).toMatch(/^- [1-3] calls? past the business's budget$/m);
    // An hour on, calls go again.
    s.clock.advance(3_600_000);
    await s.throughTheForm('127.0.2.1', mobile(60));
    await expect.poll(() => s.voice.calls.length).toBe(BUDGET.perHour + 1);
  });

  it('one number named by four leads is called once; the later asks are told what stands', async () => {
    const s = await setup();
    const said = [];
    for (let i = 0; i < 4; i++) said.push(await s.throughTheForm(`127.0.3.${i + 1}`, '(404) 555-3999'));
    await outboxSettled(s.app);
    expect(s.calledNumbers()).toEqual(['+14045553999']);
    expect(said[0]).toEqual({ offered: true, said: CALL_BACK_COPY.en.now('(404) 555-3999') });
    // Once the call is placed, the later leads are shown what stands instead of the button.
    expect(said.slice(1).map((x) => x.offered)).toEqual([false, false, false]);
    // A week on, the number may be called again.
    s.clock.advance(7 * 24 * 3_600_000);
    await s.throughTheForm('127.0.3.9', '(404) 555-3999');
    await expect.poll(() => s.voice.calls.length).toBe(2);
  });

  it('never calls abroad: a UK mobile, a Jamaican and a Guam number get no offer and no call', async () => {
    const s = await setup();
    for (const [i, number] of ['+44 7400 123456', '+1 876 555 0123', '+1 671 555 0123', '+1 242 555 0123'].entries()) {
      const sent = await s.post(`127.0.4.${i + 1}`, '/api/contact', { ...validLead, mobile: number, language: 'en' });
      expect(sent.status).toBe(201);
      expect(sent.json.callBack).toBeUndefined();
    }
    const left = await s.throughBook('127.0.4.9', '+1 809 555 0123', 'en');
    expect(left.text).not.toContain(CALL_BACK_COPY.en.button);
    await outboxSettled(s.app);
    expect(s.voice.calls).toEqual([]);
  });

  it('a Hawaiian mobile asked at 10:00 in Atlanta is called at 8 AM its own time, and told so in its time', async () => {
    const s = await setup('2026-12-02T15:00:00Z'); // 10:00 in Atlanta, 05:00 in Honolulu
    const asked = await s.throughTheForm('127.0.5.1', '(808) 555-0142');
    expect(asked).toEqual({
      offered: true,
      said: CALL_BACK_COPY.en.later(CALL_BACK_COPY.en.at('8:00 AM', 'Wednesday, December 2')),
    });
    const look = () => s.app.relays.forEach((relay) => relay.nudge());
    s.clock.set('2026-12-02T17:59:00Z');
    look();
    await outboxSettled(s.app);
    expect(s.voice.calls).toEqual([]);
    s.clock.set('2026-12-02T18:00:00Z'); // 08:00 in Honolulu
    look();
    await expect.poll(() => s.calledNumbers()).toEqual(['+18085550142']);
  });
});
