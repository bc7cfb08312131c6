// The built server as a real child process: killed with SIGKILL while leads pour in, then
// restarted on the same DATA_DIR. Every lead that was answered 201 must reach the webhook; a
// SIGTERM finishes what is in flight. (crash-deliveries.test.ts: e-mails and texts pending.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startFakeWebhook } from '../fakes/fake-webhook.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { submitLead as submit } from '../support/submit-lead.ts';

const cleanups = cleanupsAfterEach();

/** Eight clients posting leads back to back until stopped; collects the ids answered 201. */
function steadyLoad(url: () => string) {
  const acknowledged: string[] = [];
  let i = 0;
  let running = true;
  const workers = Array.from({ length: 8 }, async () => {
    while (running) {
      const id = await submit(url(), i++);
      if (id) acknowledged.push(id);
    }
  });
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

describe('crash safety', () => {
  it('SIGKILL under load loses no acknowledged lead', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const hook = await startFakeWebhook();
    cleanups.push(hook.close);
    hook.script.delayMs = 20; // a slowish webhook: plenty is still queued when the process dies
    const env = { DATA_DIR: dataDir, CONTACT_WEBHOOK_URL: hook.url, CONTACT_RATE_LIMIT: '0' };

    let server: ServerProcess = await startServer(env);
    cleanups.push(() => server.stop('SIGKILL'));
    const load = steadyLoad(() => server.url);
    const { acknowledged } = load;
    // Killed mid-stream: once a good number of leads are answered and the slow webhook lags behind.
    await expect.poll(() => acknowledged.length, { timeout: 20_000, interval: 5 }).toBeGreaterThan(40);
    await server.stop('SIGKILL');
    await load.stop();
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

  it('SIGTERM finishes requests in flight, keeps every acknowledged lead, then exits cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-term-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer({ DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '0' });
    cleanups.push(() => server.stop('SIGKILL'));
    const load = steadyLoad(() => server.url);
    const answered = load.acknowledged;
    // Signal only once leads are flowing, so requests are genuinely in flight.
    await expect.poll(() => answered.length, { timeout: 10_000, interval: 5 }).toBeGreaterThan(10);
    expect(await server.stop('SIGTERM')).toBe(0);
    await load.stop();
    const { openBusinessDatabase } = await import('../../src/server/app/schema/schema-history.ts');
    const db = openBusinessDatabase(dataDir);
    const stored = new Set((db.prepare('SELECT id FROM leads').all() as { id: string }[]).map((r) => r.id));
    db.close();
    expect(answered.filter((id) => !stored.has(id))).toEqual([]);
  }, 30_000);

  it('says once at start when there is no mail server to send alerts to, and no text provider', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-nomail-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer({ DATA_DIR: dataDir });
    cleanups.push(() => server.stop());
    expect(server.output().match(/SMTP_URL is not set: no e-mail alerts go to the owner and no confirmations to customers/g)).toHaveLength(
      1,
    );
  });
});
