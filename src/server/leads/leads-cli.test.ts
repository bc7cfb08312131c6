import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validBody } from '../../../tests/support/test-app.ts';
import type { ContactRequest } from '../../common/contact-schema.ts';
import { openDatabase } from './database.ts';
import { csvCell, runLeadsCli } from './leads-cli.ts';
import { LeadStore } from './lead-store.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'canfresh-cli-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const consent = {
  text: 'consent',
  at: '2026-01-01T00:00:00.000Z',
  phone: '4045550199',
  ip: '127.0.0.1',
  userAgent: 'ua',
  pageUrl: 'https://x/',
};

async function seed(leads: Partial<ContactRequest>[], fail = false) {
  const db = openDatabase(dir);
  const store = new LeadStore(db);
  const ids = [];
  for (const lead of leads) ids.push((await store.add({ source: 'form', lead: { ...validBody, ...lead }, consent })).id);
  if (fail) for (const delivery of store.outbox.due('webhook', 100)) store.outbox.markFailed(delivery.id, 3, 'webhook answered 500', 500);
  db.close();
  return ids;
}

function run(...args: string[]) {
  let output = '';
  const code = runLeadsCli(args, dir, (t) => (output += t));
  return { code, output };
}

describe('npm run leads', () => {
  it('lists recent leads with their delivery state', async () => {
    await seed([{ full_name: 'Ada Lovelace' }, { full_name: 'Grace Hopper' }]);
    const { code, output } = run();
    expect(code).toBe(0);
    expect(output).toMatch(/^when\s+id\s+source\s+name/);
    expect(output).toContain('Grace Hopper');
    expect(output).toContain('pending');
    expect(output.indexOf('Grace Hopper')).toBeLessThan(output.indexOf('Ada Lovelace')); // newest first
  });

  it('exports CSV with formula-looking cells escaped', async () => {
    await seed([{ full_name: '=HYPERLINK("http://evil","x")', notes: '+1 cmd|calc, "quoted"', street: '@SUM(A1) Main St' }]);
    const { output } = run('--csv');
    const [header, row] = output.trim().split('\r\n');
    expect(header).toContain('customer_status,full_name,mobile,email,street,zip,service_type,sms_opt_in,notes');
    expect(row).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(row).toContain(`"'+1 cmd|calc, ""quoted"""`);
    expect(row).toContain(`'@SUM(A1) Main St`);
  });

  it('csvCell escapes every dangerous lead character and quotes separators', () => {
    for (const c of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${c}x`).replace(/^"/, '').startsWith(`'${c}`)).toBe(true);
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(null)).toBe('');
  });

  it('re-queues one lead or every failed one', async () => {
    const ids = await seed([{}, {}], true);
    expect(run('--retry', ids[0]!)).toEqual({ code: 0, output: 'Re-queued 1 lead for delivery.\n' });
    expect(run('--retry', 'failed')).toEqual({ code: 0, output: 'Re-queued 1 lead for delivery.\n' });
    expect(run('--retry', 'failed').code).toBe(1);
    const db = openDatabase(dir);
    expect(new LeadStore(db).list().map((r) => r.state)).toEqual(['pending', 'pending']);
    db.close();
  });
});
