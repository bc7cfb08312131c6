// GET /healthz over a real socket: 200 with the queue's figures while deliveries flow, 503 once
// one has waited past the limit (the owner's webhook down for longer than that) and when the
// database does not answer; never rate-limited.
import { afterEach, describe, expect, it } from 'vitest';
import { RunningClock } from '../../src/server/platform/clock/clock.ts';
import { startFakeWebhook, type FakeWebhook } from '../fakes/fake-webhook.ts';
import { makeTestApp, TEST_MORNING } from '../support/test-app.ts';
import { validLead } from '../support/valid-lead.ts';

let close: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of close.reverse()) await c();
  close = [];
});

async function healthyStack(webhook: FakeWebhook, env: Record<string, string> = {}) {
  const clock = new RunningClock(TEST_MORNING);
  const stack = await makeTestApp({
    clock,
    env: { CONTACT_WEBHOOK_URL: webhook.url, HEALTH_MAX_WAIT_SECONDS: '600', ...env },
    // Retries come seconds apart, so a delivery failing stays waiting through the test.
    relay: { baseDelayMs: 5_000, maxDelayMs: 5_000, timeoutMs: 2_000, pollMs: 20, random: () => 0.5 },
  });
  close.push(stack.close);
  const base = await stack.app.listen({ port: 0, host: '127.0.0.1' });
  const health = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/healthz`, { headers });
    return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as Record<string, unknown> };
  };
  return { ...stack, clock, base, health };
}

describe('GET /healthz', () => {
  it('answers 200 with the queue empty, many times a second without a 429, naming this server', async () => {
    const webhook = await startFakeWebhook();
    close.push(webhook.close);
    const { health, dataDir } = await healthyStack(webhook);
    const first = await health();
    expect(first).toEqual({
      status: 200,
      cache: 'no-store',
      body: {
        status: 'ok',
        service: 'canfresh-atl',
        server: expect.stringMatching(/^[0-9a-f]{24}$/),
        database: 'answering',
        deliveries: { waiting: 0, oldestWaitSeconds: 0, limitSeconds: 600 },
      },
    });
    const { readServerId } = await import('../../src/server/app/health/server-id.ts');
    expect(first.body.server).toBe(readServerId(dataDir));
    const answers = await Promise.all(Array.from({ length: 300 }, () => health()));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
  });

  it('tells the public only up or down and which server; the figures go to this machine and to a monitor with the token', async () => {
    const webhook = await startFakeWebhook();
    close.push(webhook.close);
    const token = 'monitor-token-0123456789abcdef0123456789';
    // Behind the proxy (one trusted hop), a visitor from the internet is the forwarded address.
    const { health } = await healthyStack(webhook, { TRUST_PROXY: '1', HEALTH_TOKEN: token });
    const visitor = { 'x-forwarded-for': '203.0.113.9' };
    const publicly = await health(visitor);
    expect(publicly.status).toBe(200);
    expect(publicly.body).toEqual({ status: 'ok', service: 'canfresh-atl', server: expect.any(String) });
    expect((await health({ ...visitor, authorization: 'Bearer not-the-token-0123456789abcdef01234' })).body).not.toHaveProperty(
      'deliveries',
    );
    const monitor = await health({ ...visitor, authorization: `Bearer ${token}` });
    expect(monitor.body).toMatchObject({ database: 'answering', deliveries: { waiting: 0 } });
    // This machine, straight to the server (no proxy in between), sees them too.
    expect((await health()).body).toMatchObject({ deliveries: { waiting: 0 } });
  });

  it('answers 503 once a lead has waited for the webhook past the limit, and 200 again once it is through', async () => {
    const webhook = await startFakeWebhook();
    close.push(webhook.close);
    webhook.script.otherwise = 503;
    const { app, base, clock, health } = await healthyStack(webhook);
    const posted = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validLead),
    });
    expect(posted.status).toBe(201);
    await expect.poll(() => webhook.deliveries.length).toBeGreaterThan(0);
    const waiting = await health();
    expect(waiting.status).toBe(200);
    expect(waiting.body.deliveries).toMatchObject({ waiting: 1, limitSeconds: 600 });

    clock.advance(11 * 60_000);
    const late = await health();
    expect(late.status).toBe(503);
    expect(late.body).toMatchObject({
      status: 'failing',
      database: 'answering',
      deliveries: { waiting: 1, oldestWaitSeconds: expect.any(Number) },
      problem: expect.stringMatching(/a delivery has waited \d+ s, past the 600 s limit: see Deliveries in the inbox/),
    });
    expect((late.body.deliveries as { oldestWaitSeconds: number }).oldestWaitSeconds).toBeGreaterThanOrEqual(660);

    webhook.script.otherwise = 200;
    await expect.poll(async () => (await health()).status, { timeout: 15_000 }).toBe(200);
    expect(app.outbox.waiting().count).toBe(0);
  });

  it('answers 503 when the database does not answer', async () => {
    const webhook = await startFakeWebhook();
    close.push(webhook.close);
    const { app, health } = await healthyStack(webhook);
    // The relays stopped first: nothing else of the app reads the database while it is gone.
    await Promise.all(app.relays.map((relay) => relay.stop()));
    const db = (app.outbox as unknown as { statements: { waiting: { database: { close(): void } } } }).statements.waiting.database;
    db.close();
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      status: 'failing',
      database: 'not answering',
      problem: expect.stringMatching(/^the database did not answer/),
    });
  });
});
