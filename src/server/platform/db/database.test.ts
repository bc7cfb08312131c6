import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { validLead } from '../../../../tests/support/valid-lead.ts';
import { SettableClock } from '../clock/clock.ts';
import { openStores } from '../../app/wiring/stores.ts';
import { webhookBody } from '../../customers/leads/webhook-body.ts';
import { migrate } from './database.ts';
import { EMAIL_ON } from '../../app/wiring/channels.ts';
import { SCHEMA_HISTORY, openBusinessDatabase } from '../../app/schema/schema-history.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));
/** A data folder of its own for one test, removed after it. */
const dataFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'canfresh-db-'));
  folders.push(folder);
  return folder;
};

const clock = new SettableClock('2026-11-22T15:00:00Z');
const storesOf = (db: Database.Database) => openStores(db, { clock, channels: EMAIL_ON });

/** A database at an older version: only the first `steps` migrations taken. */
function databaseAt(dir: string, steps: number) {
  const db = new Database(join(dir, 'leads.db'));
  migrate(db, SCHEMA_HISTORY.slice(0, steps));
  return db;
}

describe('the database', () => {
  it('an existing database moves forward: its webhook outbox becomes the webhook deliveries, state kept', async () => {
    const dir = dataFolder();
    // A database as the first version left it: a delivered lead and a failed one.
    const old = databaseAt(dir, 1);
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

    const db = openBusinessDatabase(dir);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_HISTORY.length);
    const { leads, outbox } = storesOf(db);
    expect(leads.get('lead-delivered')).toMatchObject({ state: 'delivered', attempts: 3, email: null });
    expect(leads.get('lead-failed')).toMatchObject({ state: 'failed', attempts: 3, lastError: 'webhook answered 500' });
    expect(outbox.requeue('failed')).toBe(1);
    expect(outbox.due('webhook', 10).map((d) => d.subject.id)).toEqual(['lead-failed']);
    db.close();
  });

  it('a copy of a version-2 database moves to the current one: leads as columns (mobile in E.164), deliveries by subject, nothing lost', async () => {
    const dir = dataFolder();
    // The version that was live before: leads stored as the webhook body, deliveries by lead or call id.
    const v2 = databaseAt(dir, 2);
    const consent = JSON.stringify({ text: 'consent', at: '2026-11-20T12:00:00.000Z', phone: validLead.mobile });
    const insertLead = v2.prepare(
      `INSERT INTO leads (id, created_at, source, spam, payload, consent, call_id, dedupe_key) VALUES (?, ?, ?, 0, ?, ?, ?, ?)`,
    );
    insertLead.run('lead-form', 1_000, 'form', JSON.stringify(validLead), consent, null, null);
    insertLead.run(
      'lead-voice',
      2_000,
      'voice',
      JSON.stringify({ ...validLead, full_name: 'Dana Whitfield', mobile: '404 555 0142' }),
      consent,
      'call-1',
      'call-1:t1',
    );
    insertLead.run('lead-odd-phone', 3_000, 'form', JSON.stringify({ ...validLead, mobile: 'call me maybe' }), consent, null, null);
    v2.prepare(`INSERT INTO calls (call_id, received_at, summary) VALUES ('call-1', 2_500, 'Booked a membership.')`).run();
    const insertDelivery = v2.prepare(
      `INSERT INTO deliveries (channel, lead_id, call_id, state, attempts, window_started_at, next_attempt_at, last_error, delivered_at)
       VALUES (?, ?, ?, ?, ?, 1, 1, ?, ?)`,
    );
    insertDelivery.run('webhook', 'lead-form', null, 'delivered', 1, null, 5);
    insertDelivery.run('email', 'lead-form', null, 'failed', 4, 'e-mail not sent: 550', null);
    insertDelivery.run('webhook', 'lead-voice', null, 'pending', 2, 'webhook answered 503', null);
    insertDelivery.run('email', null, 'call-1', 'pending', 0, null, null);
    v2.close();
    // Tested on a copy, as an owner would before upgrading the real one.
    const copy = mkdtempSync(join(tmpdir(), 'canfresh-db-copy-'));
    copyFileSync(join(dir, 'leads.db'), join(copy, 'leads.db'));

    const db = openBusinessDatabase(copy);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_HISTORY.length);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const { leads, calls, outbox } = storesOf(db);
    const form = leads.get('lead-form')!;
    expect(form).toMatchObject({ lead: validLead, mobileE164: '+14045550199', source: 'form', state: 'delivered' });
    expect(form.email).toMatchObject({ state: 'failed', attempts: 4, lastError: 'e-mail not sent: 550' });
    expect(leads.get('lead-voice')).toMatchObject({ mobileE164: '+14045550142', callId: 'call-1', state: 'pending', attempts: 2 });
    expect(leads.get('lead-odd-phone')).toMatchObject({ mobileE164: null, lead: { mobile: 'call me maybe' } });
    // The webhook body is built from the columns: exactly what was stored before.
    expect(leads.webhookBodyOf('lead-form')).toBe(webhookBody(validLead));
    expect(calls.get('call-1')).toMatchObject({ voiceLead: { id: 'lead-voice', name: 'Dana Whitfield' }, email: { state: 'pending' } });
    expect(outbox.due('email', 10).map((d) => d.subject)).toEqual([{ kind: 'call', id: 'call-1' }]);
    expect(outbox.due('webhook', 10).map((d) => d.subject)).toEqual([{ kind: 'lead', id: 'lead-voice' }]);
    // A voice lead's dedupe key survives: the same tool call still stores nothing new.
    expect(db.prepare(`SELECT dedupe_key FROM leads WHERE id = 'lead-voice'`).pluck().get()).toBe('call-1:t1');
    db.close();
    rmSync(copy, { recursive: true, force: true });
  });

  it('a new channel or subject needs no table change: any declared name is a delivery', () => {
    const dir = dataFolder();
    const db = openBusinessDatabase(dir);
    const columns = db.prepare(`SELECT sql FROM sqlite_master WHERE name = 'deliveries'`).pluck().get() as string;
    expect(columns).not.toMatch(/CHECK \(channel/);
    expect(columns).toMatch(/subject_kind TEXT NOT NULL/);
    db.close();
  });

  it('a database from before languages became data keeps every lead and code; each language column then refers to the languages spoken', () => {
    const dir = dataFolder();
    const before = databaseAt(dir, 24);
    before
      .prepare(
        `INSERT INTO leads (id, created_at, source, customer_status, full_name, mobile, mobile_e164, email, street, zip, service_type, sms_opt_in, notes, consent, language)
         VALUES ('lead-es', 1, 'form', 'New', 'Ana', '4045550199', '+14045550199', 'a@example.com', '9 Oak St', '30309', 'One-Time', 1, '', '{}', 'es')`,
      )
      .run();
    before
      .prepare(
        "INSERT INTO phone_codes (id, phone_e164, conversation, code_hash, created_at, expires_at, language) VALUES ('c1', '+1', 'call', 'h', 0, 1, 'es')",
      )
      .run();
    before.close();

    const db = openBusinessDatabase(dir);
    expect(db.prepare('SELECT id, language, full_name FROM leads').all()).toEqual([{ id: 'lead-es', language: 'es', full_name: 'Ana' }]);
    expect(db.prepare('SELECT id, language FROM phone_codes').all()).toEqual([{ id: 'c1', language: 'es' }]);
    expect(() => db.prepare("UPDATE leads SET language = 'xx'").run()).toThrow(/FOREIGN KEY/);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it("a database from before threads keeps the customers' texts: each reply the first text of its number's thread, unread and awaiting", () => {
    const dir = dataFolder();
    const threadsStep = SCHEMA_HISTORY.findIndex((step) => typeof step === 'string' && step.includes('CREATE TABLE text_threads'));
    const before = databaseAt(dir, threadsStep);
    const reply = before.prepare('INSERT INTO text_replies (id, from_e164, body, received_at, message_sid) VALUES (?, ?, ?, ?, ?)');
    reply.run(7, '+14045550123', 'Gate code is 1234', 1_000, 'SM1');
    reply.run(9, '+14045550123', 'Thanks!', 2_000, 'SM2');
    reply.run(12, '+14045550188', 'Wrong number?', 3_000, null);
    before.close();

    const db = openBusinessDatabase(dir);
    const { threadReads } = storesOf(db);
    expect(threadReads.texts('+14045550123', { before: null, limit: 10 }).rows.map((t) => [t.id, t.author, t.body, t.state])).toEqual([
      [7, 'customer', 'Gate code is 1234', 'received'],
      [9, 'customer', 'Thanks!', 'received'],
    ]);
    expect(threadReads.threads({ before: null, limit: 10 }).rows.map((t) => [t.phone, t.unread, t.awaiting])).toEqual([
      ['+14045550188', 1, true],
      ['+14045550123', 2, true],
    ]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'text_replies'").all()).toEqual([]);
    db.close();
  });
});
