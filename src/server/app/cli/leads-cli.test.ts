import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { ContactRequest } from '../../../common/contact-schema.ts';
import { systemClock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { openStores } from '../wiring/stores.ts';
import { commandUnderTest } from '../../../../tests/support/command-under-test.ts';
import { runLeadsCli } from './leads-cli.ts';
import { csvCell } from '../../platform/http/csv.ts';
import { validLead } from '../../../../tests/support/valid-lead.ts';
import { channelsOn, EMAIL_ON } from '../wiring/channels.ts';
import { openBusinessDatabase } from '../schema/schema-history.ts';

const { dir, run } = commandUnderTest(runLeadsCli);

const consent = {
  text: 'consent',
  at: '2026-01-01T00:00:00.000Z',
  phone: '4045550199',
  ip: '127.0.0.1',
  userAgent: 'ua',
  pageUrl: 'https://x/',
};

const storesOf = (db: Db, email = false) => openStores(db, { clock: systemClock, channels: email ? EMAIL_ON : channelsOn() });

async function seed(leads: Partial<ContactRequest>[], fail = false) {
  const db = openBusinessDatabase(dir());
  const { leads: store, outbox } = storesOf(db);
  const ids = [];
  for (const lead of leads) ids.push((await store.add({ source: 'form', lead: { ...validLead, ...lead }, consent })).id);
  if (fail) for (const delivery of outbox.due('webhook', 100)) outbox.markFailed(delivery.id, 3, 'webhook answered 500', 500);
  db.close();
  return ids;
}

describe('npm run leads', () => {
  it('lists recent leads with their delivery state', async () => {
    await seed([{ full_name: 'Ada Lovelace' }, { full_name: 'Grace Hopper' }]);
    const { code, output } = await run();
    expect(code).toBe(0);
    expect(output).toMatch(/^when\s+id\s+source\s+name/);
    expect(output).toContain('Grace Hopper');
    expect(output).toContain('pending');
    expect(output.indexOf('Grace Hopper')).toBeLessThan(output.indexOf('Ada Lovelace')); // newest first
  });

  it('exports CSV with formula-looking cells escaped', async () => {
    await seed([{ full_name: '=HYPERLINK("http://evil","x")', notes: '+1 cmd|calc, "quoted"', street: '@SUM(A1) Main St' }]);
    const { output } = await run('--csv');
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
    expect(await run('--retry', ids[0]!)).toEqual({ code: 0, output: 'Re-queued 1 delivery.\n' });
    expect(await run('--retry', 'failed')).toEqual({ code: 0, output: 'Re-queued 1 delivery.\n' });
    expect((await run('--retry', 'failed')).code).toBe(1);
    const db = openBusinessDatabase(dir());
    expect(
      storesOf(db)
        .leads.list()
        .map((r) => r.state),
    ).toEqual(['pending', 'pending']);
    db.close();
  });

  it("shows each destination's delivery state: the webhook, and the e-mail when it is on", async () => {
    const db = openBusinessDatabase(dir());
    const { leads: store, outbox } = storesOf(db, true);
    const { id } = await store.add({ source: 'form', lead: { ...validLead, full_name: 'Ada Lovelace' }, consent });
    const [email] = outbox.due('email', 10);
    outbox.markFailed(email!.id, 2, 'e-mail not sent: 550 mailbox unavailable', 550);
    db.close();
    const { output } = await run();
    expect(output).toMatch(/^when\s+id\s+source\s+name\s+mobile\s+service\s+webhook\s+email$/m);
    expect(output).toMatch(new RegExp(`${id}.*Ada Lovelace.*pending\\s+failed \\(2 tries\\)`));
  });

  it('--backup writes a consistent copy of the database while it is being written to', async () => {
    await seed([{ full_name: 'Ada Lovelace' }]);
    const db = openBusinessDatabase(dir());
    const { leads: store } = storesOf(db);
    const writes = Array.from({ length: 200 }, (_, i) =>
      store.add({ source: 'form', lead: { ...validLead, full_name: `Lead ${i}` }, consent }),
    );
    const backup = join(dir(), 'copy', 'leads-backup.db');
    mkdirSync(join(dir(), 'copy'));
    const done = run('--backup', backup);
    await Promise.all(writes);
    expect(await done).toEqual({ code: 0, output: `Backed up the database to ${backup}.\n` });
    db.close();
    const copy = new Database(backup, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const names = copy
      .prepare<[], { full_name: string }>('SELECT full_name FROM leads')
      .all()
      .map((r) => r.full_name);
    expect(names).toContain('Ada Lovelace');
    // A restore is the copy put back as DATA_DIR/leads.db: every lead it holds comes back.
    copy.close();
    const restored = mkdtempSync(join(tmpdir(), 'canfresh-restore-'));
    copyFileSync(backup, join(restored, 'leads.db'));
    const back = openBusinessDatabase(restored);
    expect(
      storesOf(back)
        .leads.list({ limit: 1000 })
        .map((r) => r.lead.full_name),
    ).toEqual(expect.arrayContaining(names));
    back.close();
    rmSync(restored, { recursive: true, force: true });
  });
});
