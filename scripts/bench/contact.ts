// `npm run bench:contact`: durable lead throughput of the real (built) server.
// autocannon posts valid leads for DURATION seconds; the server commits each one to SQLite
// (synchronous=FULL) before answering 201 and forwards it to a loopback webhook fake.
// Prints accepted leads/s and latency percentiles, and writes bench/results/contact.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startStack } from '../../tests/support/loopback-stack.ts';
import { validLead } from '../../tests/support/valid-lead.ts';

export interface ContactBenchResult {
  durationSeconds: number;
  connections: number;
  accepted: number;
  acceptedPerSecond: number;
  non2xx: number;
  errors: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  deliveredToWebhook: number;
  secondsToDeliverAll: number;
}

export async function benchContact({ durationSeconds = 10, connections = 32 } = {}): Promise<ContactBenchResult> {
  const { server, webhook, stop } = await startStack({ CONTACT_RATE_LIMIT: '0' });
  try {
    const result = await autocannon({
      url: `${server.url}/api/contact`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validLead),
      connections,
      duration: durationSeconds,
    });
    const accepted = result['2xx'];
    const started = Date.now();
    // Every accepted lead must also leave the server: wait for the webhook to have them all.
    await webhook.waitForAccepted(accepted, 120_000);
    return {
      durationSeconds,
      connections,
      accepted,
      acceptedPerSecond: Math.round(accepted / durationSeconds),
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      deliveredToWebhook: new Set(webhook.deliveries.map((d) => d.headers['idempotency-key'])).size,
      secondsToDeliverAll: Math.round((Date.now() - started) / 100) / 10,
    };
  } finally {
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchContact();
  console.log('\nContact endpoint (POST /api/contact, durable: SQLite WAL, synchronous=FULL)');
  console.table({
    'accepted leads/s': r.acceptedPerSecond,
    'accepted (total)': r.accepted,
    'p50 latency (ms)': r.latencyMs.p50,
    'p99 latency (ms)': r.latencyMs.p99,
    'max latency (ms)': r.latencyMs.max,
    'non-2xx / errors': `${r.non2xx} / ${r.errors}`,
    'delivered to webhook': `${r.deliveredToWebhook} of ${r.accepted}`,
  });
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/contact.json', JSON.stringify({ at: new Date().toISOString(), ...r }, null, 2) + '\n');
}
