// 'Have Ava call me now' after the contact form: the click is kept as the consent it gives (its
// words, time, number and address), and the platform's outbound call is asked for at once, once,
// from the business's line to the lead's mobile with what Ava is told about them. Asked after
// 9 PM in Atlanta it is placed at 8 the next morning (the clock set, no waiting); a number that
// said STOP is never called; an offer made up or an hour old is refused.
import { describe, expect, it } from 'vitest';
import { CALL_BACK_COPY } from '../../src/common/copy/call-back-copy.ts';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { startFakeVoiceApi } from '../fakes/fake-voice-api.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { customerTexts } from '../support/inbound-text.ts';
import { outboxSettled } from '../support/settled.ts';
import { makeTestApp } from '../support/test-app.ts';
import { validLead } from '../support/valid-lead.ts';
import { bookVisitor } from '../support/book-visitor.ts';

const cleanups = cleanupsAfterEach();
const BASE = 'https://canfreshatl.com';

async function setup(at: string, { site = false } = {}) {
  const voice = await startFakeVoiceApi();
  const provider = await startFakeTwilio();
  const clock = new SettableClock(at);
  const env = {
    ...twilioEnv(provider),
    PUBLIC_BASE_URL: BASE,
    VAPI_PRIVATE_KEY: 'private-key-for-tests',
    VAPI_ASSISTANT_ID: 'assistant-1',
    VAPI_PHONE_NUMBER_ID: 'line-1',
    VAPI_API_BASE_URL: voice.url,
  };
  const t = await makeTestApp({ clock, env, site });
  cleanups.push(t.close, voice.close, provider.close);
  const { app } = t;
  const send = async (lead: object = validLead) => {
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload: { ...lead, language: 'en' } });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string; callBack?: { offer: string; consent: string } }>();
  };
  const ask = (offer: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/call-back',
      headers: { 'user-agent': 'Phone Browser 1.0', referer: `${BASE}/`, ...headers },
      payload: { offer, language: 'en' },
    });
  /** The relays look again (the clock was moved past a call's time). */
  const look = () => app.relays.forEach((relay) => relay.nudge());
  return { app, voice, clock, send, ask, look, texts: customerTexts(app, BASE) };
}

describe('a call back asked for after the contact form', () => {
  it('reaches the platform within a minute of the click, once, with the consent kept', async () => {
    const s = await setup('2026-11-28T15:00:00Z'); // Saturday 10:00 in Atlanta
    const { id, callBack } = await s.send();
    expect(callBack?.consent).toBe(CALL_BACK_COPY.en.consent('(404) 555-0199'));
    const asked = await s.ask(callBack!.offer);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toEqual({ state: 'now', said: CALL_BACK_COPY.en.now('(404) 555-0199') });
    const clicked = Date.now();
    await expect.poll(() => s.voice.calls.length, { timeout: 60_000 }).toBe(1);
    expect(Date.now() - clicked).toBeLessThan(60_000);
    const [call] = s.voice.calls;
    expect(call).toMatchObject({
      assistantId: 'assistant-1',
      phoneNumberId: 'line-1',
      customer: { number: '+14045550199', name: 'Jordan Peachtree' },
      assistantOverrides: {
        firstMessage: CALL_BACK_COPY.en.greeting('Jordan'),
        variableValues: {
          callBack: 'yes',
          callBackName: 'Jordan Peachtree',
          callBackStreet: '123 Peachtree St NE',
          callBackService: 'Membership',
        },
      },
    });
    await outboxSettled(s.app);
    // The consent, as given: the words beside the button, when, the number, and from where.
    expect(s.app.stores.callBacks.ofLead(id)).toMatchObject({
      number: '+14045550199',
      words: callBack!.consent,
      askedAt: Date.parse('2026-11-28T15:00:00Z'),
      visitor: { ip: '127.0.0.1', userAgent: 'Phone Browser 1.0', pageUrl: `${BASE}/` },
      callId: call!.id,
    });

    // Asked again: what stands is said, and no second call.
    const again = await s.ask(callBack!.offer);
    expect(again.json()).toMatchObject({ state: 'placed' });
    await outboxSettled(s.app);
    expect(s.voice.calls).toHaveLength(1);
  });

  it('asked at 10 PM, calls at 8 the next morning and says so', async () => {
    const s = await setup('2026-11-29T03:00:00Z'); // Saturday 22:00 in Atlanta
    const { callBack } = await s.send();
    const asked = await s.ask(callBack!.offer);
    expect(asked.json()).toEqual({
      state: 'later',
      said: CALL_BACK_COPY.en.later(CALL_BACK_COPY.en.at('8:00 AM', 'Sunday, November 29')),
    });
    await outboxSettled(s.app);
    expect(s.voice.calls).toEqual([]);
    s.clock.set('2026-11-29T12:59:00Z');
    s.look();
    await outboxSettled(s.app);
    expect(s.voice.calls).toEqual([]);
    s.clock.set('2026-11-29T13:00:00Z'); // 08:00 in Atlanta
    s.look();
    await expect.poll(() => s.voice.calls.length).toBe(1);
  });

  it('never calls a number that said STOP, before asking or after', async () => {
    const s = await setup('2026-11-29T03:00:00Z');
    await s.texts('+14045550199', 'STOP');
    const stopped = await s.send();
    expect(stopped.callBack).toBeUndefined();

    const other = await s.send({ ...validLead, mobile: '(404) 555-0188', email: 'other@example.com' });
    expect((await s.ask(other.callBack!.offer)).json()).toMatchObject({ state: 'later' });
    await s.texts('+14045550188', 'STOP');
    s.clock.set('2026-11-29T13:00:00Z');
    s.look();
    await outboxSettled(s.app);
    expect(s.voice.calls).toEqual([]);
    expect(s.app.stores.callBacks.ofLead(other.id)?.refused).toMatch(/STOP/);
  });

  it('refuses an offer made up, another lead’s, or an hour old', async () => {
    const s = await setup('2026-11-28T15:00:00Z');
    const { id, callBack } = await s.send();
    const [, at, signature] = callBack!.offer.split('.');
    expect((await s.ask(`not-a-lead.${at}.${signature}`)).statusCode).toBe(400);
    expect((await s.ask(`${id}.${Number(at) + 1}.${signature}`)).statusCode).toBe(400);
    expect((await s.ask(callBack!.offer, { origin: 'https://elsewhere.example' })).statusCode).toBe(403);
    s.clock.advance(60 * 60_000 + 1);
    expect((await s.ask(callBack!.offer)).statusCode).toBe(400);
    await outboxSettled(s.app);
    expect(s.voice.calls).toEqual([]);
  });

  it('is tried again when the platform is down, and placed once it answers', async () => {
    const s = await setup('2026-11-28T15:00:00Z');
    s.voice.callFailures.push(503, 503);
    const { callBack } = await s.send();
    await s.ask(callBack!.offer);
    // The relay's retries come due by the app's clock: moved on a little each look.
    await expect
      .poll(() => {
        s.clock.advance(1_000);
        s.look();
        return s.voice.calls.length;
      })
      .toBe(1);
    expect(s.voice.callFailures).toEqual([]);
  });

  it("on the booking page's end, for a zip we do not serve or a proposal asked for, with and without the page's script", async () => {
    const s = await setup('2026-11-28T15:00:00Z', { site: true });
    const details = {
      sms_opt_in: 'on',
      customer_status: 'New',
      full_name: 'Jordan Peachtree',
      email: 'jordan@example.com',
      street: '9 Main St',
    };
    const outside = bookVisitor(s.app);
    await outside.send({ screen: 'zip', zip: '30101' });
    const left = await outside.send({ ...details, mobile: '(404) 555-0199', screen: 'outside', service_type: 'Membership' });
    expect(left.text).toContain(CALL_BACK_COPY.en.button);
    expect(left.text).toContain(CALL_BACK_COPY.en.consent('(404) 555-0199'));
    const asked = await outside.send({ screen: 'left', call_back: 'now' });
    expect(asked.text).toContain(CALL_BACK_COPY.en.now('(404) 555-0199'));
    expect(asked.text).not.toContain(CALL_BACK_COPY.en.button);
    await expect.poll(() => s.voice.calls.map((c) => c.customer?.number)).toEqual(['+14045550199']);

    const commercial = bookVisitor(s.app, { script: true, ip: '203.0.113.8' });
    await commercial.send({ screen: 'zip', zip: '30309' });
    await commercial.send({ screen: 'pickup', pickup_day: 'Monday' });
    await commercial.send({ screen: 'plan', plan: 'commercial' });
    const proposal = await commercial.send({ ...details, mobile: '(404) 555-0177', screen: 'commercial', notes: 'Six carts.' });
    expect(proposal.text).toContain(CALL_BACK_COPY.en.button);
    expect((await commercial.send({ screen: 'left', call_back: 'now' })).text).toContain(CALL_BACK_COPY.en.now('(404) 555-0177'));
    await expect.poll(() => s.voice.calls.length).toBe(2);
    expect(s.voice.calls[1]!.assistantOverrides?.variableValues).toMatchObject({
      callBackService: 'Commercial',
      callBackStreet: '9 Main St',
    });
  });
});
