// A new install not open yet sends nothing to anyone in a business's name that is not its own,
// over real sockets with loopback fakes of the webhook, the mail server, Twilio and the voice
// platform: a contact form's lead is kept and the visitor told it opens soon (no link, no call
// back, no webhook, no e-mail); Ava's code and a customer's text are kept and answered by nobody.
// The owner's own sign-in code still goes. Opening is once: a second first run is refused.
import { describe, expect, it } from 'vitest';
import { OPENING_SOON_COPY } from '../../src/common/copy/opening-soon-copy.ts';
import { startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { startFakeVoiceApi } from '../fakes/fake-voice-api.ts';
import { startFakeWebhook } from '../fakes/fake-webhook.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { textsOverSocket } from '../support/inbound-text.ts';
import { CHICAGO_ZIPS, LAKESIDE, LAKESIDE_PRICES } from '../support/lakeside.ts';
import { paidStack } from '../support/paid-stack.ts';
import { outboxSettled } from '../support/settled.ts';
import { validLead } from '../support/valid-lead.ts';

const cleanups = cleanupsAfterEach();

describe('a new install not open yet', () => {
  it('keeps what comes in and sends nothing: no text, no call, no e-mail, no webhook; then opens once', async () => {
    const [voice, webhook, provider] = await Promise.all([startFakeVoiceApi(), startFakeWebhook(), startFakeTwilio()]);
    cleanups.push(voice.close, webhook.close, provider.close);
    const s = await paidStack(cleanups, {
      opened: false,
      ownerEmail: 'ana@lakesidebins.example',
      env: {
        ...twilioEnv(provider),
        CONTACT_WEBHOOK_URL: webhook.url,
        VAPI_PRIVATE_KEY: 'private-key-for-tests',
        VAPI_ASSISTANT_ID: 'assistant-1',
        VAPI_PHONE_NUMBER_ID: 'line-1',
        VAPI_API_BASE_URL: voice.url,
      },
    });
    const post = (path: string, body: object) =>
      fetch(`${s.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: s.base },
        body: JSON.stringify(body),
      });

    const sent = await post('/api/contact', { ...validLead, service_type: 'One-Time', language: 'en' });
    expect(sent.status).toBe(201);
    const answer = (await sent.json()) as Record<string, unknown>;
    expect(answer).toEqual({ id: expect.any(String), opensSoon: OPENING_SOON_COPY.en.kept });
    expect(s.app.leads.get(answer.id as string)?.lead.full_name).toBe('Jordan Peachtree');
    // Without the page's script the browser lands on the page that says it opens soon.
    const form = await fetch(`${s.base}/api/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: s.base },
      body: new URLSearchParams({ ...validLead, sms_opt_in: 'on', language: 'es' }).toString(),
    });
    expect([form.status, form.headers.get('location')]).toEqual([303, '/es/']);

    const code = await s.tool('web-1', 'send_phone_code', { mobile: '(404) 555-0199' }, { web: true });
    expect(code).toMatch(/We are not taking bookings yet/);
    await textsOverSocket(s.base, 'https://canfreshatl.com')('+14045550177', 'Hi, do you clean cans in Decatur?');
    expect(s.app.stores.threads.recent('+14045550177', 0)).toHaveLength(1);

    await outboxSettled(s.app);
    expect(provider.texts).toEqual([]);
    expect(voice.calls).toEqual([]);
    expect(voice.serverChats.chats.size).toBe(0);
    expect(webhook.deliveries).toEqual([]);
    expect(s.mail.messages).toEqual([]);

    // The owner's own code is asked for, so it goes; the first run opens the business, once.
    const owner = await s.owner();
    const open = () =>
      owner.post('/owner/api/business/open', { about: LAKESIDE, zips: CHICAGO_ZIPS, areas: ['Lincoln Park'], prices: LAKESIDE_PRICES });
    expect((await open()).statusCode).toBe(200);
    const again = await owner.post('/owner/api/business/open', {
      about: { ...LAKESIDE, brandName: 'Someone Else' },
      zips: ['60601'],
      areas: ['Loop'],
      prices: LAKESIDE_PRICES,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('The business is open already: change its facts in Settings instead.');
    expect(s.app.stores.settings.current()).toMatchObject({ brandName: 'Lakeside Bins', serviceArea: { zips: CHICAGO_ZIPS } });
  });
});
