// The built server as a real child process: killed with SIGKILL while leads pour in, then
// restarted on the same DATA_DIR. Every lead that was answered 201 must reach the webhook.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeWebhook } from '../fakes/fake-webhook';
import { startServer, type ServerProcess } from '../support/server-process';
import { validBody } from '../support/test-app';

let cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c();
  cleanups = [];
});

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function submit(url: string, i: number): Promise<string | null> {
  try {
    const res = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validBody, notes: `lead ${i}` }),
    });
    return res.status === 201 ? ((await res.json()) as { id: string }).id : null;
  } catch {
    return null; // the connection died with the process: not acknowledged, so not promised
  }
}

describe('crash safety', () => {
  it('SIGKILL under load loses no acknowledged lead', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const hook = await startFakeWebhook();
    cleanups.push(hook.close);
    hook.script.delayMs = 20; // a slowish webhook: plenty is still queued when the process dies
    const env = { DATA_DIR: dataDir, CONTACT_WEBHOOK_URL: hook.url, CONTACT_RATE_LIMIT: '0', PORT: String(await freePort()) };

    let server: ServerProcess = await startServer(env);
    cleanups.push(() => server.stop('SIGKILL'));
    const acknowledged: string[] = [];
    let i = 0;
    let stop = false;
    const workers = Array.from({ length: 8 }, async () => {
      while (!stop) {
        const id = await submit(server.url, i++);
        if (id) acknowledged.push(id);
      }
    });
    await new Promise((r) => setTimeout(r, 700));
    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));
    stop = true;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(20);
    const deliveredBeforeCrash = new Set(hook.deliveries.map((d) => d.headers['idempotency-key']));
    expect(deliveredBeforeCrash.size).toBeLessThan(acknowledged.length); // the restart has real work to do

    hook.script.delayMs = 0;
    server = await startServer(env);
    await expect
      .poll(() => acknowledged.filter((id) => !hook.deliveries.some((d) => d.headers['idempotency-key'] === id)).length, {
        timeout: 20_000,
      })
      .toBe(0);
    // Each delivery carried the lead's own body.
    const byKey = new Map(hook.deliveries.map((d) => [d.headers['idempotency-key'], JSON.parse(d.body) as { notes: string }]));
    for (const id of acknowledged) expect(byKey.get(id)?.notes).toMatch(/^lead \d+$/);
  }, 60_000);

  it('SIGTERM finishes requests in flight, then exits cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-term-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer({ DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '0', PORT: String(await freePort()) });
    cleanups.push(() => server.stop('SIGKILL'));
    const inFlight = Array.from({ length: 20 }, (_, n) => submit(server.url, n));
    await new Promise((r) => setTimeout(r, 5));
    const exitCode = server.stop('SIGTERM');
    const ids = await Promise.all(inFlight);
    expect(await exitCode).toBe(0);
    const answered = ids.filter(Boolean);
    // Whatever was answered 201 is on disk after the shutdown.
    const { openDatabase } = await import('../../src/server/leads/database');
    const db = openDatabase(dataDir);
    const stored = db.prepare('SELECT id FROM leads').all() as { id: string }[];
    db.close();
    expect(stored.map((r) => r.id).sort()).toEqual(expect.arrayContaining(answered.sort() as string[]));
    expect(answered.length).toBeGreaterThan(0);
  }, 30_000);
});
