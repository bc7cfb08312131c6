// The owner's e-mail alerts against a loopback mail server (smtp-server; messages parsed with
// postal-mime): what they say, who they go to, that nothing a visitor or caller typed can add a
// header or a recipient, and that they are delivered at least once through the mail server's
// faults, independently of the webhook.
import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS } from '../../src/common/contact-schema.ts';
import { siteConfig } from '../../src/common/site-config.ts';
import { startFakeSmtp, type FakeSmtp } from '../fakes/fake-smtp.ts';
import { startFakeWebhook, type FakeWebhook } from '../fakes/fake-webhook.ts';
import { fastRelay, makeTestApp } from '../support/test-app.ts';
import type { RelayOptions } from '../../src/server/platform/outbox/relay.ts';
import { toolCallsRequest } from '../support/tool-calls.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { outboxSettled } from '../support/settled.ts';
import { validLead } from '../support/valid-lead.ts';

const OWNER = ['owner@canfreshatl.com', 'office@canfreshatl.com'];
const SECRET = 'events-secret-for-tests-000001';

const cleanups = cleanupsAfterEach();

async function setup({ smtp, hook, relay }: { smtp?: FakeSmtp; hook?: FakeWebhook; relay?: Partial<RelayOptions> } = {}) {
  const mail = smtp ?? (await startFakeSmtp());
  const webhook = hook ?? (await startFakeWebhook());
  const t = await makeTestApp({
    env: {
      SMTP_URL: mail.url,
      NOTIFY_EMAIL_TO: OWNER.join(', '),
      NOTIFY_EMAIL_FROM: 'alerts@canfreshatl.com',
      CONTACT_WEBHOOK_URL: webhook.url,
      VAPI_TOOLS_SECRET: SECRET,
    },
    relay,
  });
  cleanups.push(mail.close, webhook.close, t.close);
  return { ...t, mail, webhook };
}

const postLead = (app: Awaited<ReturnType<typeof setup>>['app'], body: object) =>
  app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: body });

const report = (callId: string, extra: object = {}) => ({
  method: 'POST' as const,
  url: '/api/voice/events',
  headers: { 'content-type': 'application/json', 'x-vapi-secret': SECRET },
  payload: {
    message: {
      type: 'end-of-call-report',
      call: { id: callId },
      startedAt: '2026-11-22T15:00:00.000Z',
      endedAt: '2026-11-22T15:03:12.000Z',
      endedReason: 'customer-ended-call',
      cost: 0.42,
      artifact: { transcript: 'AI: Hi, this is Ava.\nUser: Do you clean on Fridays?' },
      analysis: { summary: 'The caller asked about Friday service and did not book.', successEvaluation: 'false' },
      ...extra,
    },
  },
});

describe('e-mail to the owner', () => {
  it('every new lead: the subject, every field, the phone formatted, where it came from, the consent; Reply-To the customer', async () => {
    const { app, mail, webhook } = await setup();
    const res = await postLead(app, { ...validLead, full_name: 'Pat Lee', zip: '30331' });
    expect(res.statusCode).toBe(201);
    const [message] = await mail.waitFor(1);
    expect(message!.parsed.subject).toBe('New lead: Pat Lee, Membership, 30331');
    expect(message!.recipients.sort()).toEqual([...OWNER].sort());
    expect(message!.parsed.to?.map((a) => ('address' in a ? a.address : ''))).toEqual(OWNER);
    expect(message!.parsed.replyTo?.map((a) => ('address' in a ? a.address : ''))).toEqual([validLead.email]);
    expect(message!.parsed.cc ?? []).toEqual([]);
    expect(message!.parsed.bcc ?? []).toEqual([]);
    const text = message!.parsed.text!;
    for (const part of [
      'Pat Lee',
      'Membership',
      '(404) 555-0199',
      validLead.email,
      validLead.street,
      '30331',
      validLead.notes,
      'the website form',
    ])
      expect(text).toContain(part);
    expect(text).toContain('Words agreed to: I agree to receive texts about scheduling. Reply STOP to opt-out.');
    expect(text).toMatch(/IP: +127\.0\.0\.1/);
    // The webhook's contract does not change: exactly the nine fields.
    const [delivery] = await webhook.waitForAccepted(1);
    expect(Object.keys(JSON.parse(delivery!.body))).toEqual([...CONTACT_FIELDS]);
    await expect.poll(() => app.leads.get(res.json().id)?.email?.state).toBe('delivered');
  });

  it('every call record: the summary, the duration, the outcome with the booked lead, the transcript; the same report twice is one record and one e-mail', async () => {
    const { app, mail } = await setup();
    const booking = {
      ...validLead,
      full_name: 'Dana Whitfield',
      pickup_day: 'Tuesday',
      service_date: app.bookings.datesWithRoom('Tuesday')[0],
    };
    await app.inject(toolCallsRequest(SECRET, 'call-booked-1', [{ id: 't1', name: 'book_service', arguments: booking }]));
    expect((await app.inject(report('call-booked-1'))).json()).toEqual({ received: true, duplicate: false });
    expect((await app.inject(report('call-booked-1'))).json()).toEqual({ received: true, duplicate: true });
    expect((await app.inject(report('call-not-booked'))).statusCode).toBe(200);

    // The owner's three (the booking, two call records); the customer's confirmation goes to them alone.
    const owners = () => mail.messages.filter((m) => m.recipients.includes(OWNER[0]!));
    await mail.waitFor(4);
    const messages = owners();
    // A lead that booked on the call reaches the owner as the booking: the date, the plan, the customer.
    const date = app.bookings.dates.words(booking.service_date!);
    const lead = messages.find((m) => m.parsed.subject?.startsWith('New booking: Dana Whitfield'))!;
    expect(lead.parsed.subject).toBe(
      `New booking: Dana Whitfield, ${date}, ${siteConfig.plans.find((plan) => plan.serviceType === booking.service_type)!.name}`,
    );
    expect(lead.parsed.text).toContain('A new booking came in from a call with the receptionist (call call-booked-1)');
    expect(lead.parsed.text).toMatch(/Reference: +[A-Z0-9]{6}/);
    const booked = messages.find((m) => m.parsed.subject === 'Call record: 3:12, booked (Dana Whitfield)')!;
    expect(booked.parsed.text).toContain('The caller asked about Friday service');
    expect(booked.parsed.text).toContain('Duration:     3:12');
    expect(booked.parsed.text).toContain('User: Do you clean on Fridays?');
    expect(booked.parsed.replyTo ?? []).toEqual([]);
    expect(messages.filter((m) => m.parsed.subject === 'Call record: 3:12, not booked')).toHaveLength(1);
    await outboxSettled(app);
    expect(owners()).toHaveLength(3);
    expect(mail.messages).toHaveLength(4);
    expect(app.calls.list().map((c) => [c.callId, c.voiceLead?.name ?? '-'])).toEqual([
      ['call-not-booked', '-'],
      ['call-booked-1', 'Dana Whitfield'],
    ]);
  });

  it("a phone call's record: the type and the caller's number, the analysis's outcome and 'Follow up' in the subject, the recording", async () => {
    const { app, mail } = await setup();
    const res = await app.inject(
      report('call-phone-1', {
        call: { id: 'call-phone-1', type: 'inboundPhoneCall' },
        customer: { number: '+14045550142' },
        artifact: { transcript: 'User: I want a person.', recordingUrl: 'https://storage.example/rec/1.wav' },
        analysis: {
          summary: 'The caller asked for a person about a commercial quote.',
          structuredData: {
            outcome: 'wants a person',
            serviceInterest: 'Commercial',
            followUp: { needed: true, reason: 'Quote for 12 bins' },
          },
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    const [message] = await mail.waitFor(1);
    expect(message!.parsed.subject).toBe('Follow up: Call record: 3:12, not booked, wants a person');
    const text = message!.parsed.text!;
    for (const part of [
      'FOLLOW UP: Quote for 12 bins',
      'Type:         inbound phone from (404) 555-0142',
      'Interest:     Commercial',
      'Recording:    https://storage.example/rec/1.wav',
    ])
      expect(text).toContain(part);
    expect(app.calls.list({ followUp: true }).map((c) => [c.callId, c.callType, c.callerNumber, c.outcome, c.followUpReason])).toEqual([
      ['call-phone-1', 'inbound phone', '+14045550142', 'wants a person', 'Quote for 12 bins'],
    ]);
    // Structured data in another shape keeps the record, without an outcome.
    await app.inject(report('call-odd', { analysis: { summary: 's', structuredData: { outcome: 'party' } } }));
    await expect.poll(() => app.calls.list().find((c) => c.callId === 'call-odd')).toMatchObject({ outcome: null, followUp: null });
  });

  it('nothing a visitor or caller types can add a header or a recipient', async () => {
    const { app, mail } = await setup();
    // Line breaks never get in: every field that reaches a header is refused with one.
    for (const field of ['full_name', 'email', 'street', 'zip', 'mobile', 'customer_status', 'service_type'])
      for (const value of ['Pat\r\nBcc: evil@attacker.example', 'x@y.com\nCc: evil@attacker.example'])
        expect((await postLead(app, { ...validLead, [field]: value })).statusCode, `${field}: ${value}`).toBe(400);
    // An address list is not an e-mail address.
    expect((await postLead(app, { ...validLead, email: 'x@y.com, evil@attacker.example' })).statusCode).toBe(400);
    // As a name it is just text: it reaches the subject as text, never a recipient.
    await postLead(app, { ...validLead, full_name: 'x@y.com, evil@attacker.example' });
    // Line breaks are allowed in the notes: they stay in the body.
    await postLead(app, { ...validLead, notes: 'Gate code 12\r\nBcc: evil@attacker.example\nTo: evil@attacker.example' });
    await app.inject(
      report('call-injection', {
        endedReason: 'customer-ended-call\r\nBcc: evil@attacker.example',
        analysis: { summary: 'x\r\nBcc: evil@attacker.example' },
        artifact: { transcript: 'User: my e-mail is evil@attacker.example\r\nCc: evil@attacker.example' },
      }),
    );
    const messages = await mail.waitFor(3);
    await outboxSettled(app);
    expect(mail.messages).toHaveLength(3);
    const addresses = (list: { address?: string }[] | undefined) => (list ?? []).map((a) => a.address);
    for (const m of messages) {
      expect(m.recipients.sort()).toEqual([...OWNER].sort());
      expect(addresses(m.parsed.to)).toEqual(OWNER);
      expect(m.parsed.bcc ?? []).toEqual([]);
      expect(m.parsed.cc ?? []).toEqual([]);
      expect(addresses(m.parsed.replyTo).filter((a) => a?.includes('attacker'))).toEqual([]);
      const headers = m.raw
        .slice(0, m.raw.indexOf('\r\n\r\n'))
        .split('\r\n')
        .filter((h) => !/^\s/.test(h));
      expect(headers.filter((h) => /attacker/.test(h) && !/^Subject:/i.test(h))).toEqual([]);
    }
  });

  it('4xx answers are retried until the mail server takes the message: delivered once', async () => {
    const smtp = await startFakeSmtp();
    smtp.script.queue = [451, 421, 452];
    const { app, mail } = await setup({ smtp });
    const { id } = (await postLead(app, validLead)).json<{ id: string }>();
    await mail.waitFor(1);
    await expect.poll(() => app.leads.get(id)?.email).toMatchObject({ state: 'delivered', attempts: 4 });
    expect(mail.refused).toBe(3);
    await outboxSettled(app);
    expect(mail.messages).toHaveLength(1);
  });

  it('a 5xx answer is final: marked failed, kept, and re-queued by hand it goes out', async () => {
    const smtp = await startFakeSmtp();
    smtp.script.queue = [550];
    const { app, mail, webhook } = await setup({ smtp });
    const { id } = (await postLead(app, validLead)).json<{ id: string }>();
    await expect.poll(() => app.leads.get(id)?.email?.state).toBe('failed');
    expect(app.leads.get(id)!.email).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/^e-mail not sent: .*550/) });
    // The webhook went on regardless.
    await webhook.waitForAccepted(1);
    expect(app.outbox.requeue(id)).toBe(1);
    app.relays.forEach((r) => r.nudge());
    await mail.waitFor(1);
    await expect.poll(() => app.leads.get(id)?.email?.state).toBe('delivered');
  });

  it('a mail server that is down, or too slow, is retried; the webhook is not held up by it, nor the visitor', async () => {
    const smtp = await startFakeSmtp();
    await smtp.stop();
    const { app, mail, webhook } = await setup({ smtp, relay: { ...fastRelay, timeoutMs: 500 } });
    const started = Date.now();
    const res = await postLead(app, validLead);
    expect(res.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(1_000);
    await webhook.waitForAccepted(1);
    await expect.poll(() => app.leads.get(res.json().id)?.email?.attempts ?? 0).toBeGreaterThan(1);
    expect(app.leads.get(res.json().id)!.email!.lastError).toMatch(/ECONNREFUSED|connect/i);

    mail.script.delayMs = 1_500; // past the per-attempt timeout (500 ms in tests)
    await smtp.start();
    await expect.poll(() => app.leads.get(res.json().id)?.email?.lastError ?? '', { timeout: 5_000 }).toMatch(/timed out|timeout/i);
    mail.script.delayMs = 0;
    await mail.waitFor(1);
    await expect.poll(() => app.leads.get(res.json().id)?.email?.state).toBe('delivered');
  });

  it('a webhook that is down holds up no e-mail', async () => {
    const hook = await startFakeWebhook();
    hook.script.otherwise = 503;
    const { app, mail } = await setup({ hook });
    const { id } = (await postLead(app, validLead)).json<{ id: string }>();
    await mail.waitFor(1);
    expect(app.leads.get(id)!.state).toBe('pending');
  });
});

describe('without SMTP_URL', () => {
  it('queues no e-mail and says so once at start', async () => {
    const t = await makeTestApp();
    cleanups.push(t.close);
    const { id } = (await postLead(t.app, validLead)).json<{ id: string }>();
    expect(t.app.leads.get(id)!.email).toBeNull();
    expect(t.app.outbox.due('email', 10)).toEqual([]);
  });
});
