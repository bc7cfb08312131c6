// Disk faults on real (tmpfs) filesystems: DATA_DIR unwritable or full at start is a clear
// error; a write that fails answers 503 and the server keeps running, and recovers when
// space returns. Needs root to mount tmpfs (as on this project's machines and CI).
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../support/server-process.ts';
import { makeTestApp } from '../support/test-app.ts';
import { canMount, fillUp, mountTmpfs, type Tmpfs } from '../support/tmpfs.ts';
import { validLead } from '../support/valid-lead.ts';

const mountable = canMount();
let mounts: Tmpfs[] = [];
afterEach(() => {
  for (const m of mounts) m.unmount();
  mounts = [];
});
const tmpfs = (kb: number) => {
  const m = mountTmpfs(kb);
  mounts.push(m);
  return m;
};

async function startError(env: Record<string, string>): Promise<string> {
  try {
    const server = await startServer(env);
    await server.stop();
    return 'started';
  } catch (error) {
    return (error as Error).message;
  }
}

describe.skipIf(!mountable)('disk faults (tmpfs)', () => {
  it('a DATA_DIR that is not a directory, or on a read-only disk, stops the start with a clear error', async () => {
    const m = tmpfs(256);
    writeFileSync(join(m.dir, 'a-file'), 'x');
    expect(await startError({ DATA_DIR: join(m.dir, 'a-file', 'data') })).toMatch(
      /exited with 1[\s\S]*DATA_DIR .* is not a writable directory: ENOTDIR/,
    );
    m.remountReadOnly();
    expect(await startError({ DATA_DIR: join(m.dir, 'data') })).toMatch(
      /exited with 1[\s\S]*DATA_DIR .* is not a writable directory: (EROFS|ENOENT)/,
    );
  }, 30_000);

  it('a full disk at start stops the start with a clear error', async () => {
    const m = tmpfs(64);
    fillUp(m.dir);
    expect(await startError({ DATA_DIR: m.dir })).toMatch(
      /exited with 1[\s\S]*cannot open the leads database in .*: (database or disk is full|.*ENOSPC|disk I\/O error)/,
    );
  }, 30_000);

  it('a write that fails answers 503; the server keeps running and recovers when space returns', async () => {
    const m = tmpfs(8192);
    const t = await makeTestApp({ dataDir: m.dir });
    try {
      const post = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/json' },
          payload: { ...validLead, notes: `lead ${i} ${'n'.repeat(1500)}` },
        });
      const before = [];
      for (let i = 0; i < 5; i++) before.push((await post(i)).json<{ id: string }>().id);
      const filler = fillUp(m.dir);

      let failed = 0;
      for (let i = 5; i < 200 && failed === 0; i++) {
        const res = await post(i);
        if (res.statusCode === 503) {
          failed++;
          expect(res.json()).toEqual({ error: 'We could not save your request just now. Please try again in a moment.' });
          expect(res.headers['retry-after']).toBe('30');
        } else expect(res.statusCode).toBe(201);
      }
      expect(failed).toBe(1);
      // Still up and answering.
      expect((await t.app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);

      rmSync(filler);
      expect((await post(999)).statusCode).toBe(201);
      for (const id of before) expect(t.app.leads.get(id)?.lead.notes).toMatch(/^lead \d/);
    } finally {
      await t.close();
    }
  }, 60_000);
  it("a browser's form post that cannot be stored gets the 503 page, with the message and every value kept", async () => {
    const m = tmpfs(8192);
    const t = await makeTestApp({ dataDir: m.dir, site: true });
    try {
      const { sms_opt_in: _optIn, ...fields } = validLead;
      const post = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
          payload: new URLSearchParams({ ...fields, sms_opt_in: 'on', notes: `lead ${i} ${'n'.repeat(1500)}` }).toString(),
        });
      expect((await post(0)).statusCode).toBe(303);
      const filler = fillUp(m.dir);
      let failed;
      for (let i = 1; i < 200 && !failed; i++) {
        const res = await post(i);
        if (res.statusCode === 503) failed = res;
        else expect(res.statusCode).toBe(303);
      }
      expect(failed!.headers['content-type']).toContain('text/html');
      expect(failed!.headers['retry-after']).toBe('30');
      expect(failed!.body).toContain('Failed to send message. Please try again.');
      expect(failed!.body).toContain(`value="${validLead.full_name}"`);
      expect(failed!.body).toContain(`value="${validLead.street}"`);
      expect(failed!.body).toMatch(/checked="" value="Membership"/);
      rmSync(filler);
      expect((await post(999)).statusCode).toBe(303);
    } finally {
      await t.close();
    }
  }, 60_000);
});
