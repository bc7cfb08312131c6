// The store streamed off the machine: the real server under Litestream (`npm start`'s entry) with
// a loopback S3 fake as the replica. The machine dies (SIGKILL of every process) and its disk is
// gone (DATA_DIR deleted): started again with the same settings, it restores and serves, with
// every request answered more than a second before the kill, none twice, and the outbox goes on
// delivering. A replica out of reach for a while loses nothing once it is back.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runRestoreCli } from '../../src/server/app/cli/restore-cli.ts';
import { loadEnv } from '../../src/server/env.ts';
import { FAKE_S3_BUCKET, FAKE_S3_KEY, startFakeS3 } from '../fakes/fake-s3.ts';
import { startFakeWebhook } from '../fakes/fake-webhook.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { START_ENTRY, startServer } from '../support/server-process.ts';
import { submitLead } from '../support/submit-lead.ts';
import { toolCallsRequest } from '../support/tool-calls.ts';
import { household, validLead } from '../support/valid-lead.ts';
import { openBusinessIn } from '../support/open-business.ts';
import { openBusinessDatabase } from '../../src/server/app/schema/schema-history.ts';

const cleanups = cleanupsAfterEach();
const SECRET = 'replication-tools-secret-000001';
const deep = Boolean(process.env.TEST_DEEP);
/** The load: 2,000 requests and 200 bookings (npm test: a quarter; CI's deep run: all). */
const LEADS = deep ? 2_000 : 500;
const BOOKINGS = deep ? 200 : 50;
/** How long the replica is out of reach: a minute in the deep run, 10 s in npm test. */
const OUTAGE_MS = deep ? 60_000 : 10_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function replicatedServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-replicated-'));
  // Open before its first start: the replica keeps it, and a restore brings it back.
  openBusinessIn(dataDir);
  const s3 = await startFakeS3();
  const hook = await startFakeWebhook();
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }), s3.close, hook.close);
  const env = {
    DATA_DIR: dataDir,
    BACKUP_URL: `s3://${FAKE_S3_BUCKET}/canfresh`,
    BACKUP_S3_ENDPOINT: s3.url,
    BACKUP_ACCESS_KEY_ID: FAKE_S3_KEY.id,
    BACKUP_SECRET_ACCESS_KEY: FAKE_S3_KEY.secret,
    CONTACT_WEBHOOK_URL: hook.url,
    CONTACT_RATE_LIMIT: '0',
    VAPI_TOOLS_SECRET: SECRET,
    // Sunday 10:00 in Atlanta whatever the hour of the run: dates to book are the same every time.
    TEST_CLOCK_START: '2026-11-22T15:00:00Z',
  };
  const start = async () => {
    const server = await startServer(env, 30_000, START_ENTRY);
    cleanups.push(() => server.stop('SIGKILL'));
    return server;
  };
  return { dataDir, s3, hook, env, start };
}

/** What the store holds: each lead id with how many rows carry it, and the bookings. */
function stored(dataDir: string) {
  const db = openBusinessDatabase(dataDir);
  try {
    const leads = db.prepare<[], { id: string; n: number }>('SELECT id, count(*) AS n FROM leads GROUP BY id').all();
    const bookings = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM bookings').get()!.n;
    return { leads: new Map(leads.map((l) => [l.id, l.n])), bookings };
  } finally {
    db.close();
  }
}

describe('replication', () => {
  it(`SIGKILL and a lost disk: restored from the replica, every lead and booking answered a second before is there once (${LEADS} + ${BOOKINGS})`, async () => {
    const r = await replicatedServer();
    // The webhook is down: every lead's delivery is still pending when the machine dies.
    r.hook.script.otherwise = 503;
    let server = await r.start();
    expect(server.output()).not.toContain('the store is not replicated');

    const answered: { id: string; at: number }[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < LEADS) {
          const id = await submitLead(server.url, next++);
          if (id) answered.push({ id, at: Date.now() });
        }
      }),
    );
    expect(answered).toHaveLength(LEADS);

    // Bookings through the receptionist, each from its own household on a phone call from its mobile.
    const tool = async (callId: string, name: string, args: object, from: string) => {
      const { payload, headers } = toolCallsRequest(SECRET, callId, [{ id: 't', name, arguments: args }], { phone: from });
      const res = await fetch(`${server.url}/api/voice/tools`, { method: 'POST', headers, body: JSON.stringify(payload) });
      const body = await res.text();
      const errors = server
        .output()
        .split('\n')
        .filter((line) => line.includes(`"level":50`));
      expect(res.status, `${name}: ${body}\n${errors.join('\n').slice(-3000)}`).toBe(200);
      return (JSON.parse(body) as { results: { result: string }[] }).results[0]!.result;
    };
    const pickups = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    const offered = new Map<string, string[]>();
    for (const pickup of pickups) {
      const words = await tool(
        'dates',
        'find_service_dates',
        { zip: validLead.zip, pickup_day: pickup, service_type: 'One-Time' },
        '+14045550100',
      );
      offered.set(
        pickup,
        [...words.matchAll(/\((\d{4}-\d{2}-\d{2})\)/g)].map((m) => m[1]!),
      );
    }
    const booked: { at: number }[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const pickup = pickups[i % pickups.length]!;
      const dates = offered.get(pickup)!;
      const date = dates[Math.floor(i / pickups.length) % dates.length]!;
      const home = household(1000 + i);
      const args = { ...validLead, ...home, service_type: 'One-Time', pickup_day: pickup, service_date: date };
      const answer = await tool(`call-${i}`, 'book_service', args, `+1${home.mobile.replace(/\D/g, '')}`);
      expect(answer, `booking ${i}`).toMatch(/^Booked for/);
      booked.push({ at: Date.now() });
    }

    // A second on, a few more requests, and the machine dies in the middle of them.
    await pause(1_200);
    const killedAt = Date.now();
    const late = Array.from({ length: 20 }, (_, i) => submitLead(server.url, LEADS + i).catch(() => undefined));
    await server.stop('SIGKILL');
    await Promise.all(late);
    rmSync(r.dataDir, { recursive: true, force: true });
    expect(existsSync(r.dataDir)).toBe(false);

    // A new machine with the same settings: it restores first, then serves.
    r.hook.script.otherwise = 200;
    server = await r.start();
    const { leads, bookings } = stored(r.dataDir);
    const early = answered.filter((a) => a.at < killedAt - 1_000);
    expect(early.length).toBe(LEADS);
    expect(early.filter((a) => leads.get(a.id) !== 1)).toEqual([]);
    expect(bookings).toBe(BOOKINGS);
    // The outbox goes on: every lead reaches the webhook, pending ones included.
    await expect
      .poll(() => new Set(r.hook.deliveries.map((d) => d.headers['idempotency-key'])).size, { timeout: 60_000, interval: 500 })
      .toBeGreaterThanOrEqual(LEADS + BOOKINGS);
    expect(new Set(early.map((a) => a.id)).size).toBe(LEADS);
    await server.stop();
  }, 180_000);

  it('a replica out of reach for a while: the server serves meanwhile, and once it is back nothing is lost', async () => {
    const r = await replicatedServer();
    let server = await r.start();
    await r.s3.stop();
    const during: string[] = [];
    const until = Date.now() + OUTAGE_MS;
    for (let i = 0; Date.now() < until; i++) {
      const id = await submitLead(server.url, i);
      expect(id, `lead ${i} during the outage`).toBeTruthy();
      during.push(id!);
      await pause(50);
    }
    await r.s3.start();
    // Litestream catches up at its next sync; then the disk is lost.
    await pause(5_000);
    await server.stop('SIGKILL');
    rmSync(r.dataDir, { recursive: true, force: true });
    server = await r.start();
    const { leads } = stored(r.dataDir);
    expect(during.filter((id) => leads.get(id) !== 1)).toEqual([]);
    await server.stop();
  }, 180_000);
});

describe('npm run restore', () => {
  it('restores the replica, or its state at a moment, into a folder, without touching the live store', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-live-'));
    const replica = mkdtempSync(join(tmpdir(), 'canfresh-replica-'));
    const look = mkdtempSync(join(tmpdir(), 'canfresh-look-'));
    cleanups.push(...[dataDir, replica, look].map((dir) => () => rmSync(dir, { recursive: true, force: true })));
    // A replica on another disk: a file:// URL needs no bucket.
    const env = { DATA_DIR: dataDir, BACKUP_URL: pathToFileURL(replica).href, CONTACT_RATE_LIMIT: '0' };
    const server = await startServer(env, 30_000, START_ENTRY);
    cleanups.push(() => server.stop('SIGKILL'));
    const before = [await submitLead(server.url, 1), await submitLead(server.url, 2)];
    await pause(2_000);
    const moment = new Date();
    await pause(1_000);
    const after = await submitLead(server.url, 3);
    await pause(2_000);

    let output = '';
    const out = (text: string) => (output += text);
    const settings = loadEnv(env);
    expect(runRestoreCli(['--to', join(look, 'then'), '--at', moment.toISOString()], settings, out)).toBe(0);
    expect(output).toBe(`Restored as of ${moment.toISOString()} into ${join(look, 'then', 'leads.db')}.\n`);
    expect([...stored(join(look, 'then')).leads.keys()].sort()).toEqual([...before].sort());
    expect(runRestoreCli(['--to', join(look, 'now')], settings, out)).toBe(0);
    expect([...stored(join(look, 'now')).leads.keys()].sort()).toEqual([...before, after].sort());
    // A moment after the replica's last write is its latest state (Litestream alone finds no backup 'as of' it).
    output = '';
    const later = new Date(Date.now() + 3600_000);
    expect(runRestoreCli(['--to', join(look, 'later'), '--at', later.toISOString()], settings, out)).toBe(0);
    expect(output).toMatch(
      new RegExp(`^Restored the latest state \\(its last write, [\\d-]+T[\\d:]+\\.000Z, is before ${later.toISOString()}\\)`),
    );
    expect([...stored(join(look, 'later')).leads.keys()].sort()).toEqual([...before, after].sort());
    // The live store is not a place to restore into, and an existing copy is not overwritten.
    output = '';
    expect(runRestoreCli(['--to', dataDir], settings, out)).toBe(1);
    expect(output).toBe('--to is the live DATA_DIR: restore into another folder.\n');
    expect(runRestoreCli(['--to', join(look, 'now')], settings, out)).toBe(1);
    expect(runRestoreCli(['--to', look, '--at', 'yesterday'], settings, out)).toBe(1);
    expect(stored(dataDir).leads.size).toBe(3);
    await server.stop();
  }, 60_000);
});

// The replica's fake keeps S3's promise that an object is stored whole or not at all: the SIGKILL
// test above cuts Litestream off mid-upload, and a truncated last WAL segment fails the restore.
describe('the S3 fake', () => {
  it('stores an upload cut off before its body ends as nothing; a whole one is read back whole', async () => {
    const s3 = await startFakeS3();
    cleanups.push(s3.close);
    const { port } = new URL(s3.url);
    const put = (key: string, body: Buffer, length: number) =>
      new Promise<void>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(`PUT /${FAKE_S3_BUCKET}/${key} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${length}\r\n\r\n`);
          socket.write(body);
          // A body cut short: the sender is gone (as a killed process's socket is closed).
          if (body.length < length) socket.end(() => resolve());
        });
        socket.on('data', (answer) => (String(answer).startsWith('HTTP/1.1 200') ? resolve() : reject(new Error(String(answer)))));
        socket.on('error', reject);
      });
    const bytes = Buffer.alloc(64 * 1024, 7);
    await put('cut/segment', bytes.subarray(0, 1000), bytes.length);
    await put('whole/segment', bytes, bytes.length);
    expect(Buffer.from(await (await fetch(`${s3.url}/${FAKE_S3_BUCKET}/whole/segment`)).arrayBuffer()).equals(bytes)).toBe(true);
    expect((await fetch(`${s3.url}/${FAKE_S3_BUCKET}/cut/segment`)).status).toBe(404);
    const listing = await (await fetch(`${s3.url}/${FAKE_S3_BUCKET}?list-type=2`)).text();
    expect(listing).toContain('<Key>whole/segment</Key>');
    expect(listing).not.toContain('cut/segment');
  });
});
