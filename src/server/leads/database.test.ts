import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, openDatabase } from './database.ts';
import { LeadStore } from './lead-store.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'canfresh-db-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the leads database', () => {
  it('an existing database moves forward: its webhook outbox becomes the webhook deliveries, state kept', async () => {
    // A database as the first version left it: a delivered lead and a failed one.
    const old = new Database(join(dir, 'leads.db'));
    old.exec(MIGRATIONS[0]!);
    old.pragma('user_version = 1');
    const payload = JSON.stringify({ full_name: 'Old Lead' });
    for (const [id, state] of [
      ['lead-delivered', 'delivered'],
      ['lead-failed', 'failed'],
    ] as const) {
      old.prepare(`INSERT INTO leads (id, created_at, source, payload, consent) VALUES (?, 1, 'form', ?, '{}')`).run(id, payload);
      old
        .prepare(`INSERT INTO outbox (lead_id, state, attempts, window_started_at, next_attempt_at, last_error) VALUES (?, ?, 3, 1, 1, ?)`)
        .run(id, state, state === 'failed' ? 'webhook answered 500' : null);
    }
    old.close();

    const db = openDatabase(dir);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    const store = new LeadStore(db);
    expect(store.get('lead-delivered')).toMatchObject({ state: 'delivered', attempts: 3, email: null });
    expect(store.get('lead-failed')).toMatchObject({ state: 'failed', attempts: 3, lastError: 'webhook answered 500' });
    expect(store.outbox.requeue('failed')).toBe(1);
    expect(store.outbox.due('webhook', 10).map((d) => d.leadId)).toEqual(['lead-failed']);
    db.close();
  });
});
