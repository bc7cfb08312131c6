import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS, contactMessages, NOT_A_MOBILE } from '../../../common/contact-schema.ts';
import { SMS_CONSENT_TEXT } from '../../../common/sms-consent.ts';
import { SMS_CONSENT_TEXT_ES } from '../../../common/sms-consent-es.ts';
import { HONEYPOT_FIELD } from '../../../common/honeypot.ts';
import { startFakeWebhook, type FakeWebhook } from '../../../../tests/fakes/fake-webhook.ts';
import { makeTestApp } from '../../../../tests/support/test-app.ts';
import { cleanupsAfterEach } from '../../../../tests/support/cleanups.ts';
import { outboxSettled } from '../../../../tests/support/settled.ts';
import { validLead } from '../../../../tests/support/valid-lead.ts';

const cleanups = cleanupsAfterEach();

async function setup(env: Record<string, string> = {}) {
  const t = await makeTestApp({ env });
  cleanups.push(t.close);
  return t;
}

async function webhook(): Promise<FakeWebhook> {
  const hook = await startFakeWebhook();
  cleanups.push(hook.close);
  return hook;
}

const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) => ({
  method: 'POST' as const,
  url: '/api/contact',
  headers,
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('POST /api/contact', () => {
  it('201: stores the lead with its consent record before answering', async () => {
    const { app } = await setup();
    const res = await app.inject({
      ...post(
        { ...validLead, full_name: '  Jordan Peachtree  ', extra: 'dropped' },
        { 'content-type': 'application/json', 'user-agent': 'TestBrowser/1', referer: 'https://canfreshatl.com/#contact' },
      ),
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const row = app.leads.get(id)!;
    expect(row.lead).toEqual(validLead);
    expect(Object.keys(row.lead)).toEqual([...CONTACT_FIELDS]);
    expect(row.consent).toMatchObject({
      text: SMS_CONSENT_TEXT,
      phone: validLead.mobile,
      ip: '203.0.113.9',
      userAgent: 'TestBrowser/1',
      pageUrl: 'https://canfreshatl.com/#contact',
    });
    // Stamped with the app's own clock.
    expect(app.leads.clock.now() - Date.parse(row.consent.at)).toBeLessThan(5_000);
    expect(row.consent.at).toMatch(/^2026-11-22T14:/);
    // No webhook is set up here: nothing is queued for one (it would wait for ever).
    expect(row).toMatchObject({ source: 'form', spam: false, state: null });
  });

  it('201: a lead sent from the Spanish page keeps its language and the Spanish consent; the webhook still gets the nine fields', async () => {
    const { app } = await setup();
    const english = await app.inject(post(validLead));
    expect(app.leads.get(english.json<{ id: string }>().id)).toMatchObject({ language: 'en', consent: { text: SMS_CONSENT_TEXT } });
    const res = await app.inject(post({ ...validLead, language: 'es' }));
    expect(res.statusCode).toBe(201);
    const row = app.leads.get(res.json<{ id: string }>().id)!;
    expect(row.language).toBe('es');
    expect(row.consent.text).toBe(SMS_CONSENT_TEXT_ES);
    expect(Object.keys(row.lead)).toEqual([...CONTACT_FIELDS]);
    // Any other value is the default language, never an error.
    const odd = await app.inject(post({ ...validLead, language: 'fr' }));
    expect(app.leads.get(odd.json<{ id: string }>().id)!.language).toBe('en');
  });

  it('400: every field gets its message', async () => {
    const { app } = await setup();
    const res = await app.inject(post({ full_name: 'J', mobile: '123', email: 'nope', street: '1', zip: '303', sms_opt_in: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { ...contactMessages } });
  });

  it('400: a toll-free, premium or foreign landline number is named as no mobile, and nothing is stored', async () => {
    const { app } = await setup();
    for (const mobile of ['(800) 555-0100', '+1 900 555 0100', '+44 20 7946 0958']) {
      const res = await app.inject(post({ ...validLead, mobile }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: { mobile: NOT_A_MOBILE } });
    }
    expect((await app.inject(post(validLead))).statusCode).toBe(201);
  });

  it('400: a body that is not an object, or not JSON', async () => {
    const { app } = await setup();
    for (const body of ['[]', '"text"', 'null', '42']) {
      const res = await app.inject(post(body));
      expect(res.statusCode, body).toBe(400);
    }
    const broken = await app.inject(post('{"full_name": '));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatch(/JSON/i);
  });

  it('413: bodies over 16 KiB', async () => {
    const { app } = await setup();
    const res = await app.inject(post({ ...validLead, notes: 'x'.repeat(17 * 1024) }));
    expect(res.statusCode).toBe(413);
  });

  it('415: anything but JSON or a form post; an incomplete form post is a 400', async () => {
    const { app } = await setup();
    expect((await app.inject(post('full_name=Jo', { 'content-type': 'application/x-www-form-urlencoded' }))).statusCode).toBe(400);
    expect((await app.inject(post(JSON.stringify(validLead), { 'content-type': 'text/plain' }))).statusCode).toBe(415);
    expect((await app.inject(post('--x\r\n', { 'content-type': 'multipart/form-data; boundary=x' }))).statusCode).toBe(415);
  });

  it('429 with Retry-After once a client IP passes the limit', async () => {
    const { app } = await setup({ CONTACT_RATE_LIMIT: '3' });
    const from = (ip: string) => app.inject({ ...post(validLead), remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await from('198.51.100.1')).statusCode).toBe(201);
    const limited = await from('198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await from('198.51.100.2')).statusCode).toBe(201);
  });

  it("TRUST_PROXY says how many proxies stand in front: the client's own X-Forwarded-For entries are not believed", async () => {
    // The client wrote 6.6.6.6 itself; the one proxy in front appended the address it saw.
    const forwarded = { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6, 192.0.2.44' };
    for (const [trust, expected] of [
      ['1', '192.0.2.44'],
      ['203.0.113.9', '192.0.2.44'],
      ['false', '203.0.113.9'],
    ] as const) {
      const { app } = await setup({ TRUST_PROXY: trust });
      const res = await app.inject({ ...post(validLead, forwarded), remoteAddress: '203.0.113.9' });
      expect(app.leads.get(res.json().id)!.consent.ip, trust).toBe(expected);
    }
    // 'true' believed every entry: refused at start, with the way to say it.
    await expect(setup({ TRUST_PROXY: 'true' })).rejects.toThrow(/TRUST_PROXY: must be the number of proxies in front of the server/);
  });

  it('honeypot: answers as accepted, stores as spam, never forwards', async () => {
    const hook = await webhook();
    const { app } = await setup({ CONTACT_WEBHOOK_URL: hook.url });
    const spam = await app.inject(post({ ...validLead, [HONEYPOT_FIELD]: 'http://spam.example' }));
    expect(spam.statusCode).toBe(201);
    const real = await app.inject(post(validLead));
    await hook.waitForAccepted(1);
    await outboxSettled(app);
    expect(hook.deliveries).toHaveLength(1);
    expect(JSON.parse(hook.deliveries[0]!.body)).toEqual(validLead);
    expect(hook.deliveries[0]!.headers['idempotency-key']).toBe(real.json().id);
    expect(app.leads.get(spam.json().id)).toMatchObject({ spam: true, state: null });
  });
});

describe('HSTS', () => {
  it('is sent only when HSTS=true (the site is served over TLS)', async () => {
    const off = await setup();
    expect((await off.app.inject({ method: 'GET', url: '/api/nothing' })).headers['strict-transport-security']).toBeUndefined();
    const on = await setup({ HSTS: 'true' });
    expect((await on.app.inject({ method: 'GET', url: '/api/nothing' })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
