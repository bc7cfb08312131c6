import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { startFakeWebhook } from '../../../../tests/fakes/fake-webhook.ts';
import { cleanupsAfterEach } from '../../../../tests/support/cleanups.ts';
import { outboxSettled } from '../../../../tests/support/settled.ts';
import { fastRelay } from '../../../../tests/support/test-app.ts';
import { validLead } from '../../../../tests/support/valid-lead.ts';
import { systemClock } from '../clock/clock.ts';
import { openTempDatabase } from '../../app/schema/temp-database.ts';
import { openStores } from '../../app/wiring/stores.ts';
import { OutboxRelay, type RelayOptions } from './relay.ts';
import { webhookSender } from './webhook-sender.ts';
import { channelsOn } from '../../app/wiring/channels.ts';

const cleanups = cleanupsAfterEach();

const lead = validLead;
const consent = { text: 't', at: '2026-11-22T15:00:00.000Z', phone: lead.mobile, ip: '127.0.0.1', userAgent: 'ua', pageUrl: '' };

async function setup(
  { secret, ...options }: Partial<RelayOptions> & { secret?: string } = {},
  dir = mkdtempSync(join(tmpdir(), 'canfresh-relay-')),
) {
  const hook = await startFakeWebhook();
  const temp = openTempDatabase(dir);
  const { leads: store, outbox } = openStores(temp.db, { clock: systemClock, channels: channelsOn() });
  const sender = webhookSender({ url: hook.url, secret, clock: systemClock }, (subject) => store.webhookBodyOf(subject.id));
  const relay = new OutboxRelay(outbox, 'webhook', sender, { ...fastRelay, ...options });
  outbox.onQueued(() => relay.nudge());
  cleanups.push(temp.close, hook.close, () => relay.stop());
  return { hook, store, outbox, relay };
}

describe('outbox relay', () => {
  it('forwards exactly the nine fields with Idempotency-Key and a Standard Webhooks signature', async () => {
    const secret = 'whsec_' + Buffer.from('a-test-secret-of-32-bytes-length!').toString('base64');
    const { hook, store, relay } = await setup({ secret });
    relay.start();
    const { id } = await store.add({ source: 'form', lead: { ...lead, notes: '' }, consent });
    const [delivery] = await hook.waitForAccepted(1);
    expect(delivery!.body).toBe(JSON.stringify({ ...validLead, notes: '' }));
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['idempotency-key']).toBe(id);
    expect(delivery!.headers['webhook-id']).toBe(id);
    // Verified with the scheme's own library, an implementation independent of ours.
    const verified = new Webhook(secret).verify(delivery!.body, {
      'webhook-id': delivery!.headers['webhook-id'] as string,
      'webhook-timestamp': delivery!.headers['webhook-timestamp'] as string,
      'webhook-signature': delivery!.headers['webhook-signature'] as string,
    });
    expect(verified).toEqual({ ...validLead, notes: '' });
    expect(() =>
      new Webhook(secret).verify(delivery!.body.replace('Jordan', 'Mallory'), delivery!.headers as Record<string, string>),
    ).toThrow();
    await expect.poll(() => store.get(id)?.state).toBe('delivered');
  });

  it('retries a failing webhook until it succeeds: delivered once, same Idempotency-Key each time', async () => {
    // The waits the relay chose, as it logs them: what it decided, not how late a busy machine ran it.
    const waits: number[] = [];
    const logger = { info() {}, error() {}, warn: (fields: { retryInMs?: number }) => waits.push(fields.retryInMs!) };
    const { hook, store, outbox, relay } = await setup({ logger });
    hook.script.queue = [500, 503, 502];
    relay.start();
    const { id } = await store.add({ source: 'form', lead, consent });
    await hook.waitForAccepted(1);
    await outboxSettled({ relays: [relay], outbox });
    expect(hook.deliveries.map((d) => d.status)).toEqual([500, 503, 502, 200]);
    expect(new Set(hook.deliveries.map((d) => d.headers['idempotency-key']))).toEqual(new Set([id]));
    // Backoff grows threefold (20 ms, then 60, then 180; the test's random jitter is the middle).
    expect(waits).toEqual([20, 60, 180]);
    const gaps = hook.deliveries.slice(1).map((d, i) => d.at - hook.deliveries[i]!.at);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(waits[i]! - 5)); // never sooner than chosen
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
    const { hook, store, outbox, relay } = await setup();
    hook.script.otherwise = 410;
    relay.start();
    const { id } = await store.add({ source: 'form', lead, consent });
    await expect.poll(() => store.get(id)?.state).toBe('failed');
    await outboxSettled({ relays: [relay], outbox });
    expect(hook.deliveries).toHaveLength(1);
    expect(store.get(id)).toMatchObject({ attempts: 1, lastError: 'webhook answered 410', lead: validLead });

    hook.script.otherwise = 200;
    expect(outbox.requeue('failed')).toBe(1);
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
    const first = openTempDatabase(dir);
    const { leads } = openStores(first.db, { clock: systemClock, channels: channelsOn() });
    const ids = await Promise.all([1, 2, 3].map(() => leads.add({ source: 'form', lead, consent })));
    first.db.close();
    const { hook, store, relay } = await setup({}, dir);
    relay.start();
    const delivered = await hook.waitForAccepted(3);
    expect(delivered.map((d) => d.headers['idempotency-key']).sort()).toEqual(ids.map((r) => r.id).sort());
    await expect.poll(() => store.list({ state: 'delivered' }).length).toBe(3);
  });
});
