// `npm run bench:contact`: durable lead throughput of the real (built) server.
// autocannon posts valid leads for DURATION seconds; the server commits each one to SQLite
// (synchronous=FULL) before answering 201 and forwards it to a loopback webhook fake. Run once
// as is and once under Litestream streaming to a loopback S3 fake (`npm start` with BACKUP_URL),
// side by side, with the replica's lag: how long after a lead is answered its change is in the bucket.
// Prints accepted leads/s and latency percentiles, and writes bench/results/contact.json.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { FAKE_S3_BUCKET, FAKE_S3_KEY, startFakeS3, type FakeS3 } from '../../tests/fakes/fake-s3.ts';
import { startStack } from '../../tests/support/loopback-stack.ts';
import { START_ENTRY } from '../../tests/support/server-process.ts';
import { submitLead } from '../../tests/support/submit-lead.ts';
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
  /** Under Litestream: how long after a lead is answered its change is in the bucket (ms). */
  replicaLagMs?: { samples: number; p50: number; p99: number; max: number };
}

/** The WAL segments Litestream has shipped to the fake bucket so far. */
function shippedSegments(s3: FakeS3): number {
  const walk = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce(
      (n, entry) => n + (entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.wal.lz4._S3rver_object') ? 1 : 0),
      0,
    );
  return walk(s3.directory);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** One lead at a time, each timed from its answer until a new WAL segment holding it is in the bucket. */
async function replicaLag(url: string, s3: FakeS3, samples: number) {
  const lags: number[] = [];
  for (let i = 0; i < samples; i++) {
    const before = shippedSegments(s3);
    await submitLead(url, i);
    const answered = Date.now();
    while (shippedSegments(s3) === before && Date.now() - answered < 10_000) await new Promise((r) => setTimeout(r, 10));
    lags.push(Date.now() - answered);
    await new Promise((r) => setTimeout(r, 137 * (i % 7))); // spread the samples over Litestream's sync ticks
  }
  lags.sort((a, b) => a - b);
  return { samples, p50: percentile(lags, 50), p99: percentile(lags, 99), max: lags.at(-1)! };
}

export async function benchContact({ durationSeconds = 10, connections = 32, replicated = false } = {}): Promise<ContactBenchResult> {
  const s3 = replicated ? await startFakeS3() : undefined;
  const backup: Record<string, string> = s3
    ? {
        BACKUP_URL: `s3://${FAKE_S3_BUCKET}/bench`,
        BACKUP_S3_ENDPOINT: s3.url,
        BACKUP_ACCESS_KEY_ID: FAKE_S3_KEY.id,
        BACKUP_SECRET_ACCESS_KEY: FAKE_S3_KEY.secret,
      }
    : {};
  const { server, webhook, stop } = await startStack({ CONTACT_RATE_LIMIT: '0', ...backup }, s3 ? { entry: START_ENTRY } : {});
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
      ...(s3 ? { replicaLagMs: await replicaLag(server.url, s3, 30) } : {}),
    };
  } finally {
    await stop();
    await s3?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const plain = await benchContact();
  const replicated = await benchContact({ replicated: true });
  console.log('\nContact endpoint (POST /api/contact, durable: SQLite WAL, synchronous=FULL), without and with replication');
  const row = (r: ContactBenchResult) => ({
    'accepted leads/s': r.acceptedPerSecond,
    'p50 / p99 latency (ms)': `${r.latencyMs.p50} / ${r.latencyMs.p99}`,
    'non-2xx / errors': `${r.non2xx} / ${r.errors}`,
    'delivered to webhook': `${r.deliveredToWebhook} of ${r.accepted}`,
    'replica lag p50 / p99 (ms)': r.replicaLagMs ? `${r.replicaLagMs.p50} / ${r.replicaLagMs.p99}` : '-',
  });
  console.table({ 'not replicated': row(plain), 'under Litestream (S3)': row(replicated) });
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/contact.json', JSON.stringify({ at: new Date().toISOString(), plain, replicated }, null, 2) + '\n');
}
