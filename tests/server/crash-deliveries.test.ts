// The built server as a real child process, killed with SIGKILL while deliveries wait (the mail
// server or the text provider down), then restarted on the same DATA_DIR: each pending e-mail
// and text arrives after the restart, once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../fakes/fake-smtp.ts';
import { startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { submitLead as submit } from '../support/submit-lead.ts';
import { toolCallsRequest } from '../support/tool-calls.ts';
import { household, validLead } from '../support/valid-lead.ts';

const cleanups = cleanupsAfterEach();

describe('crash safety of pending deliveries', () => {
  it('SIGKILL with e-mails pending: after the restart each one arrives', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-mail-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const smtp = await startFakeSmtp();
    cleanups.push(smtp.close);
    await smtp.stop(); // the mail server is down: every e-mail waits in the outbox
    const env = {
      DATA_DIR: dataDir,
      CONTACT_RATE_LIMIT: '0',
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: 'owner@canfreshatl.com',
      NOTIFY_EMAIL_FROM: 'alerts@canfreshatl.com',
    };
    let server: ServerProcess = await startServer(env);
    cleanups.push(() => server.stop('SIGKILL'));
    const ids = (await Promise.all(Array.from({ length: 12 }, (_, i) => submit(server.url, i)))).filter((id) => id !== null);
    expect(ids).toHaveLength(12);
    await server.stop('SIGKILL');
    expect(smtp.messages).toEqual([]);

    await smtp.start();
    server = await startServer(env);
    // The server runs on the real clock: the owner's evening list may join the lead alerts.
    await expect.poll(() => smtp.messages.filter((m) => m.parsed.subject?.startsWith('New lead')).length, { timeout: 20_000 }).toBe(12);
    const messages = smtp.messages.filter((m) => m.parsed.subject?.startsWith('New lead'));
    const leadIds = messages.map((m) => /Lead id: ([0-9a-f-]{36})/.exec(m.parsed.text ?? '')?.[1]);
    expect(leadIds.sort()).toEqual([...ids].sort());
  }, 60_000);

  it("SIGKILL with customers' confirmations pending: after the restart each arrives once, with its link", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-booking-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const smtp = await startFakeSmtp();
    cleanups.push(smtp.close);
    await smtp.stop();
    const secret = 'crash-tools-secret-0123456789';
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: 'owner@canfreshatl.com',
      NOTIFY_EMAIL_FROM: 'alerts@canfreshatl.com',
      VAPI_TOOLS_SECRET: secret,
    };
    let server: ServerProcess = await startServer(env);
    cleanups.push(() => server.stop('SIGKILL'));
    // The server runs on the real clock: ask it for a date, as the receptionist does.
    const tool = async (callId: string, name: string, args: object) => {
      const { payload, headers } = toolCallsRequest(secret, callId, [{ id: 't', name, arguments: args }]);
      const res = await fetch(`${server.url}/api/voice/tools`, { method: 'POST', headers, body: JSON.stringify(payload) });
      return ((await res.json()) as { results: { result: string }[] }).results[0]!.result;
    };
    const offer = await tool('find', 'find_service_dates', { zip: validLead.zip, pickup_day: 'Tuesday', service_type: 'One-Time' });
    const date = /\((\d{4}-\d{2}-\d{2})\)/.exec(offer)![1]!;
    const customers = Array.from({ length: 10 }, (_, i) => `customer${i}@example.com`);
    const answers = await Promise.all(
      customers.map((email, i) =>
        tool(`call-${i}`, 'book_service', {
          ...validLead,
          ...household(i),
          email,
          service_type: 'One-Time',
          pickup_day: 'Tuesday',
          service_date: date,
        }),
      ),
    );
    expect(answers.filter((a) => a.startsWith('Booked for'))).toHaveLength(10);
    await server.stop('SIGKILL');

    await smtp.start();
    server = await startServer(env);
    await expect
      .poll(() => customers.filter((c) => smtp.messages.some((m) => m.recipients.includes(c))).length, { timeout: 20_000 })
      .toBe(10);
    await server.stop(); // stopped, it can send nothing more: what arrived is all there is
    for (const customer of customers) {
      const theirs = smtp.messages.filter((m) => m.recipients.includes(customer));
      expect(theirs).toHaveLength(1);
      expect(theirs[0]!.parsed.text).toMatch(/Change or cancel: https:\/\/canfreshatl\.com\/booking\/[A-Za-z0-9_-]{22}$/m);
    }
  }, 60_000);

  it('SIGKILL with 10 texts pending: after the restart all 10 arrive, once each', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-text-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const provider = await startFakeTwilio();
    cleanups.push(provider.close);
    await provider.stop(); // the provider is down: every text waits in the outbox
    const secret = 'crash-tools-secret-0123456789';
    const env = {
      DATA_DIR: dataDir,
      VAPI_TOOLS_SECRET: secret,
      ...twilioEnv(provider),
      // Sunday 10:00 in Atlanta, whatever the hour of the run: outside the quiet hours.
      TEST_CLOCK_START: '2026-11-22T15:00:00Z',
    };
    let server: ServerProcess = await startServer(env);
    cleanups.push(() => server.stop('SIGKILL'));
    const numbers = Array.from({ length: 10 }, (_, i) => `(404) 555-01${String(10 + i)}`);
    const answers = await Promise.all(
      numbers.map(async (mobile, i) => {
        const args = { ...validLead, ...household(i), mobile, service_type: 'One-Time', pickup_day: 'Tuesday', service_date: '2026-11-25' };
        const { payload, headers } = toolCallsRequest(secret, `call-${i}`, [{ id: 't', name: 'book_service', arguments: args }]);
        const res = await fetch(`${server.url}/api/voice/tools`, { method: 'POST', headers, body: JSON.stringify(payload) });
        return ((await res.json()) as { results: { result: string }[] }).results[0]!.result;
      }),
    );
    expect(answers.filter((a) => a.startsWith('Booked for'))).toHaveLength(10);
    await server.stop('SIGKILL');

    await provider.start();
    // The restart comes later on the clock, as it would in life: the retries the first run put off
    // (further the slower the machine) are due, rather than ahead of a clock started again.
    server = await startServer({ ...env, TEST_CLOCK_START: '2026-11-22T15:30:00Z' });
    await expect.poll(() => provider.texts.length, { timeout: 20_000 }).toBe(10);
    await server.stop(); // stopped, it can send nothing more: what arrived is all there is
    expect(provider.texts.map((t) => t.to).sort()).toEqual(numbers.map((n) => `+1${n.replace(/\D/g, '')}`).sort());
  }, 60_000);
});
