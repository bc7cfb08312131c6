import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { startFakeWebhook } from '../../../tests/fakes/fake-webhook.ts';
import { fastRelay, validBody } from '../../../tests/support/test-app.ts';
import { openDatabase, type Db } from './database.ts';
import { LeadStore } from './lead-store.ts';
import { OutboxRelay, type RelayOptions } from './outbox-relay.ts';
import { webhookSender } from './webhook-sender.ts';
import { cleanupsAfterEach } from '../../../tests/support/cleanups.ts';

const cleanups = cleanupsAfterEach();

const lead = validBody;
const consent = { text: 't', at: new Date().toISOString(), phone: lead.mobile, ip: '127.0.0.1', userAgent: 'ua', pageUrl: '' };

async function setup(
  { secret, ...options }: Partial<RelayOptions> & { secret?: string } = {},
  dir = mkdtempSync(join(tmpdir(), 'canfresh-relay-')),
) {
  const hook = await startFakeWebhook();
  const db: Db = openDatabase(dir);
  const store = new LeadStore(db);
  const relay = new OutboxRelay(store.outbox, 'webhook', webhookSender(store, { url: hook.url, secret }), { ...fastRelay, ...options });
  store.onQueued(() => relay.nudge());
  cleanups.push(
    () => rmSync(dir, { recursive: true, force: true }),
    () => {
      db.close();
    },
    hook.close,
    () => relay.stop(),
  );
  return { hook, store, relay, db, dir };
}

describe('outbox relay', () => {
  it('forwards exactly the nine fields with Idempotency-Key and a Standard Webhooks signature', async () => {
    const secret = 'whsec_' + Buffer.from('a-test-secret-of-32-bytes-length!').toString('base64');
    const { hook, store, relay } = await setup({ secret });
    relay.start();
    const { id } = await store.add({ source: 'form', lead: { ...lead, notes: '' }, consent });
    const [delivery] = await hook.waitForAccepted(1);
    expect(delivery!.body).toBe(JSON.stringify({ ...validBody, notes: '' }));
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['idempotency-key']).toBe(id);
    expect(delivery!.headers['webhook-id']).toBe(id);
    // Verified with the scheme's own library, an implementation independent of ours.
    const verified = new Webhook(secret).verify(delivery!.body, {
      'webhook-id': delivery!.headers['webhook-id'] as string,
      'webhook-timestamp': delivery!.headers['webhook-timestamp'] as string,
      'webhook-signature': delivery!.headers['webhook-signature'] as string,
    });
    expect(verified).toEqual({ ...validBody, notes: '' });
    expect(() =>
      new Webhook(secret).verify(delivery!.body.replace('Jordan', 'Mallory'), delivery!.headers as Record<string, string>),
    ).toThrow();
    await expect.poll(() => store.get(id)?.state).toBe('delivered');
  });

  it('retries a failing webhook until it succeeds: delivered once, same Idempotency-Key each time', async () => {
    const { hook, store, relay } = await setup();
    hook.script.queue = [500, 503, 502];
    relay.start();
    const { id } = await store.add({ source: 'form', lead, consent });
    await hook.waitForAccepted(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(hook.deliveries.map((d) => d.status)).toEqual([500, 503, 502, 200]);
    expect(new Set(hook.deliveries.map((d) => d.headers['idempotency-key']))).toEqual(new Set([id]));
    const gaps = hook.deliveries.slice(1).map((d, i) => d.at - hook.deliveries[i]!.at);
    expect(gaps[1]!).toBeGreaterThan(gaps[0]!); // backoff grows
    expect(store.get(id)).toMatchObject({ state: 'delivered', attempts: 4 });
  });

  it('a hung webhook times out per attempt and is retried', async () => {
    const { hook, store, relay } = await setup({ timeoutMs: 100 });
    hook.script.queue = ['hang'];
    relay.start();
    const { id } = await store.add({ source: 'form', lead, consent });
    await hook.waitForAccepted(1);
    await expect.poll(() => store.get(id)).toMatchObject({ state: 'delivered', attempts: 2 });
  });

  it('a permanent 4xx stops retrying and marks the lead failed; it stays stored and can be re-queued', async () => {
    const { hook, store, relay } = await setup();
    hook.script.otherwise = 410;
    relay.start();
    const { id } = await store.add({ source: 'form', lead, consent });
    await expect.poll(() => store.get(id)?.state).toBe('failed');
    await new Promise((r) => setTimeout(r, 150));
    expect(hook.deliveries).toHaveLength(1);
    expect(store.get(id)).toMatchObject({ attempts: 1, lastError: 'webhook answered 410', lead: validBody });

    hook.script.otherwise = 200;
    expect(store.outbox.requeue('failed')).toBe(1);
    relay.nudge();
    await hook.waitForAccepted(1);
    await expect.poll(() => store.get(id)?.state).toBe('delivered');
  });

  it('gives up after the retry window and marks the lead failed', async () => {
    const { hook, store, relay } = await setup({ retryWindowMs: 150 });
    hook.script.otherwise = 503;
    relay.start();
    const { id } = await store.add({ source: 'form', lead, consent });
    await expect.poll(() => store.get(id)?.state, { timeout: 5_000 }).toBe('failed');
    expect(hook.deliveries.length).toBeGreaterThan(1);
  });

  it('a restarted relay delivers what was stored while nothing was forwarding', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'canfresh-relay-'));
    const first = openDatabase(dir);
    const ids = await Promise.all([1, 2, 3].map(() => new LeadStore(first).add({ source: 'form', lead, consent })));
    first.close();
    const { hook, store, relay } = await setup({}, dir);
    relay.start();
    const delivered = await hook.waitForAccepted(3);
    expect(delivered.map((d) => d.headers['idempotency-key']).sort()).toEqual(ids.map((r) => r.id).sort());
    await expect.poll(() => store.list({ state: 'delivered' }).length).toBe(3);
  });

  it('group commit: leads added in one turn share a transaction, each answered with its own id', async () => {
    const { store } = await setup();
    const results = await Promise.all(Array.from({ length: 50 }, () => store.add({ source: 'form', lead, consent })));
    expect(new Set(results.map((r) => r.id)).size).toBe(50);
    expect(store.list({ limit: 100 })).toHaveLength(50);
  });

  it('the same dedupe key stores one lead', async () => {
    const { store } = await setup();
    const [a, b] = await Promise.all([
      store.add({ source: 'voice', lead, consent, dedupeKey: 'call-1:tool-1' }),
      store.add({ source: 'voice', lead, consent, dedupeKey: 'call-1:tool-1' }),
    ]);
    const c = await store.add({ source: 'voice', lead, consent, dedupeKey: 'call-1:tool-1' });
    expect([a!.duplicate, b!.duplicate, c.duplicate]).toEqual([false, true, true]);
    expect(new Set([a!.id, b!.id, c.id]).size).toBe(1);
    expect(store.list()).toHaveLength(1);
  });
});
