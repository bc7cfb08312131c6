// The status codes of POST /api/contact over real sockets, from the built server process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { validLead } from '../support/valid-lead.ts';

let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'canfresh-listen-'));
  server = await startServer({ DATA_DIR: dataDir, CONTACT_RATE_LIMIT: '4', TRUST_PROXY: '1' });
});
afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('a real listening server', () => {
  it('says once at start that the store is not replicated (no BACKUP_URL)', () => {
    expect(server.output().match(/BACKUP_URL is not set: the store is not replicated/g)).toHaveLength(1);
  });

  it('201, 400, 413 and 415', async () => {
    const ip = { 'x-forwarded-for': '192.0.2.10' };
    const created = await post(JSON.stringify(validLead), ip);
    expect(created.status).toBe(201);
    // With the lead's id, its own link to book online (the form offers it at once).
    expect(await created.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      bookUrl: expect.stringMatching(/^\/book\/[\w-]{22}$/),
    });
    const invalid = await post(JSON.stringify({ ...validLead, email: 'x' }), ip);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ errors: { email: 'Please enter a valid email address' } });
    expect((await post(JSON.stringify({ ...validLead, notes: 'n'.repeat(20_000) }), ip)).status).toBe(413);
    expect((await post('a=b', { ...ip, 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(400);
    expect((await post('a=b', { 'x-forwarded-for': '192.0.2.11', 'content-type': 'text/csv' })).status).toBe(415);
  });

  it('429 with Retry-After per client IP (from X-Forwarded-For behind a proxy)', async () => {
    const ip = { 'x-forwarded-for': '192.0.2.20' };
    for (let i = 0; i < 4; i++) expect((await post(JSON.stringify(validLead), ip)).status).toBe(201);
    const limited = await post(JSON.stringify(validLead), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(JSON.stringify(validLead), { 'x-forwarded-for': '192.0.2.21' })).status).toBe(201);
  });

  it('GET /healthz: 200 to a monitor asking 200 times, without a log line for any of them', async () => {
    const before = server.output().length;
    for (let i = 0; i < 200; i++) {
      const res = await fetch(`${server.url}/healthz`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    expect(server.output().slice(before)).not.toMatch(/healthz/);
  });
});

describe('closing', () => {
  it('a socket a browser opened ahead of need and never used does not hold the close for its 30 s timeout', async () => {
    const { makeTestApp } = await import('../support/test-app.ts');
    const { connect } = await import('node:net');
    const t = await makeTestApp();
    const url = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const unused = connect(Number(url.port), '127.0.0.1');
    await new Promise((resolve) => unused.once('connect', resolve));
    // And one that carried a request and waits, kept alive.
    await fetch(`${url.origin}/healthz`).then((res) => res.arrayBuffer());
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    await new Promise((resolve) => (unused.destroyed ? resolve(null) : unused.once('close', resolve)));
  });
});
