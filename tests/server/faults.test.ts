// The webhook misbehaves in every way we know: down, slow past the per-attempt timeout,
// answering 5xx, answering a permanent 4xx, flapping. Every lead ends delivered or marked
// failed (and a failed one can be re-queued and delivered); none vanishes.
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeWebhook, type FakeWebhook } from '../fakes/fake-webhook.ts';
import { fastRelay, makeTestApp } from '../support/test-app.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { outboxSettled } from '../support/settled.ts';
import { validLead } from '../support/valid-lead.ts';

const LEADS = 25;
export const faultFigures = { leads: 0, faultsInjected: 0, delivered: 0, failed: 0, lost: 0 };

const cleanups = cleanupsAfterEach();

async function closedPortUrl(): Promise<string> {
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
  return `http://127.0.0.1:${port}/hooks/leads`;
}

async function scenario(url: string, relay: Record<string, unknown> = {}) {
  const t = await makeTestApp({ env: { CONTACT_WEBHOOK_URL: url }, relay: { ...fastRelay, ...relay } });
  cleanups.push(t.close);
  const ids: string[] = [];
  for (let i = 0; i < LEADS; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: { ...validLead, notes: `fault lead ${i}` },
    });
    expect(res.statusCode).toBe(201);
    ids.push(res.json<{ id: string }>().id);
  }
  faultFigures.leads += LEADS;
  const states = () => ids.map((id) => t.app.leads.get(id)?.state);
  /** Waits until no lead is pending, then checks none vanished. */
  const settle = async () => {
    await expect.poll(() => states().filter((s) => s === 'pending').length, { timeout: 20_000 }).toBe(0);
    const final = states();
    expect(final.filter((s) => s !== 'delivered' && s !== 'failed')).toEqual([]);
    return final;
  };
  return { ...t, ids, states, settle };
}

async function hook(): Promise<FakeWebhook> {
  const h = await startFakeWebhook();
  cleanups.push(h.close);
  return h;
}

const keysAccepted = (h: FakeWebhook) =>
  new Set(h.deliveries.filter((d) => d.status < 300).map((d) => d.headers['idempotency-key'] as string));
const count = (final: (string | null | undefined)[]) => {
  faultFigures.delivered += final.filter((s) => s === 'delivered').length;
  faultFigures.failed += final.filter((s) => s === 'failed').length;
};

describe('webhook faults', () => {
  it('down: every lead fails after the retry window, then re-queued they all arrive', async () => {
    const url = await closedPortUrl();
    const s = await scenario(url, { retryWindowMs: 300 });
    const final = await s.settle();
    expect(final.every((st) => st === 'failed')).toBe(true);
    faultFigures.faultsInjected += s.app.leads.list({ limit: 1000 }).reduce((n, r) => n + r.attempts, 0);
    // The webhook comes back at the same address: the owner re-queues the failed leads.
    const lead = s.app.leads.get(s.ids[0]!)!;
    expect(lead.lastError).toMatch(/fetch failed|ECONNREFUSED/);
    expect(lead.attempts).toBeGreaterThan(1);
    const h = await startFakeWebhook(Number(new URL(url).port));
    cleanups.push(h.close);
    expect(s.app.outbox.requeue('failed')).toBe(LEADS);
    s.app.relays.forEach((relay) => relay.nudge());
    count(await s.settle());
    expect(keysAccepted(h)).toEqual(new Set(s.ids));
  });

  it('slow past the per-attempt timeout: retried until it answers in time', async () => {
    const h = await hook();
    h.script.delayMs = 400;
    const s = await scenario(h.url, { timeoutMs: 100 });
    await expect.poll(() => s.app.leads.list({ limit: 1000 }).filter((r) => r.attempts >= 2).length).toBeGreaterThan(0);
    faultFigures.faultsInjected += s.app.leads.list({ limit: 1000 }).reduce((n, r) => n + r.attempts, 0);
    h.script.delayMs = 0;
    const final = await s.settle();
    count(final);
    expect(final.every((st) => st === 'delivered')).toBe(true);
    expect(keysAccepted(h)).toEqual(new Set(s.ids));
  });

  it('5xx answers: retried with backoff until delivered', async () => {
    const h = await hook();
    h.script.queue = Array.from({ length: LEADS * 2 }, (_, i) => [500, 502, 503, 504][i % 4]!);
    const s = await scenario(h.url);
    const final = await s.settle();
    count(final);
    faultFigures.faultsInjected += LEADS * 2;
    expect(final.every((st) => st === 'delivered')).toBe(true);
    expect(keysAccepted(h)).toEqual(new Set(s.ids));
  });

  it('a permanent 4xx (410, 400, 404, 422): no more retries, marked failed, still stored', async () => {
    const h = await hook();
    h.script.queue = Array.from({ length: LEADS }, (_, i) => [410, 400, 404, 422][i % 4]!);
    const s = await scenario(h.url);
    const final = await s.settle();
    count(final);
    faultFigures.faultsInjected += LEADS;
    expect(final.every((st) => st === 'failed')).toBe(true);
    await outboxSettled(s.app);
    expect(h.deliveries).toHaveLength(LEADS); // one attempt each, never again
    for (const id of s.ids)
      expect(s.app.leads.get(id)).toMatchObject({ attempts: 1, lead: { ...validLead, notes: expect.stringMatching(/^fault lead/) } });
  });

  it('flapping (ok, 503, hang, 429, 500, ok ...): every lead delivered', async () => {
    const h = await hook();
    h.script.queue = Array.from({ length: LEADS * 3 }, (_, i) => ([200, 503, 'hang', 429, 500] as const)[i % 5]!);
    const s = await scenario(h.url, { timeoutMs: 150 });
    const final = await s.settle();
    count(final);
    faultFigures.faultsInjected += Math.round((LEADS * 3 * 4) / 5);
    expect(final.every((st) => st === 'delivered')).toBe(true);
    expect(keysAccepted(h)).toEqual(new Set(s.ids));
  });
});

afterAll(() => {
  faultFigures.lost = faultFigures.leads - faultFigures.delivered - faultFigures.failed;
  console.info(`fault figures: ${JSON.stringify(faultFigures)}`);
  expect(faultFigures.lost).toBe(0);
});
