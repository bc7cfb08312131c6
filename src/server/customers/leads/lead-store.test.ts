import { describe, expect, it } from 'vitest';
import { cleanupsAfterEach } from '../../../../tests/support/cleanups.ts';
import { validLead } from '../../../../tests/support/valid-lead.ts';
import { SettableClock } from '../../platform/clock/clock.ts';
import { openTempDatabase } from '../../app/schema/temp-database.ts';
import { openStores } from '../../app/wiring/stores.ts';
import { webhookBody } from './webhook-body.ts';
import { leadEmail } from './lead-email.ts';
import { EMAIL_ON } from '../../app/wiring/channels.ts';

const cleanups = cleanupsAfterEach();

const lead = validLead;
const consent = { text: 't', at: '2026-11-22T15:00:00.000Z', phone: lead.mobile, ip: '127.0.0.1', userAgent: 'ua', pageUrl: '' };
const clock = new SettableClock('2026-11-22T15:00:00Z');

async function setup() {
  const temp = openTempDatabase();
  cleanups.push(temp.close);
  const { leads: store, outbox } = openStores(temp.db, { clock, channels: EMAIL_ON });
  return { store, outbox };
}

describe('the lead store', () => {
  it('group commit: leads added in one turn share a transaction, each answered with its own id', async () => {
    const { store } = await setup();
    const results = await Promise.all(Array.from({ length: 50 }, () => store.add({ source: 'form', lead, consent })));
    expect(new Set(results.map((r) => r.id)).size).toBe(50);
    expect(store.list({ limit: 100 })).toHaveLength(50);
  });

  it('the same dedupe key stores one lead', async () => {
    const { store } = await setup();
    const [a, b] = await Promise.all([
      store.add({ source: 'voice', lead, consent, dedupeKey: 'call-1:tool-1' }),
      store.add({ source: 'voice', lead, consent, dedupeKey: 'call-1:tool-1' }),
    ]);
    const c = await store.add({ source: 'voice', lead, consent, dedupeKey: 'call-1:tool-1' });
    expect([a!.duplicate, b!.duplicate, c.duplicate]).toEqual([false, true, true]);
    expect(new Set([a!.id, b!.id, c.id]).size).toBe(1);
    expect(store.list()).toHaveLength(1);
  });

  it('keeps the lead as the product knows it: the fields, the mobile in E.164, the time from its clock; the webhook body built from it', async () => {
    const { store, outbox } = await setup();
    clock.set('2026-11-22T20:30:00Z');
    const { id } = await store.add({ source: 'form', lead: { ...lead, mobile: '404.555.0123' }, consent });
    const row = store.get(id)!;
    expect(row).toMatchObject({
      createdAt: Date.parse('2026-11-22T20:30:00Z'),
      mobileE164: '+14045550123',
      lead: { mobile: '404.555.0123' },
    });
    expect(store.webhookBodyOf(id)).toBe(webhookBody({ ...lead, mobile: '404.555.0123' }));
    expect(Object.keys(JSON.parse(store.webhookBodyOf(id)!))).toEqual(Object.keys(lead));
    // Queued to each channel it was opened with, named by subject.
    expect(outbox.due('webhook', 10).map((d) => d.subject)).toEqual([{ kind: 'lead', id }]);
    expect(outbox.due('email', 10).map((d) => d.subject)).toEqual([{ kind: 'lead', id }]);
  });

  it('spam is kept and queued nowhere', async () => {
    const { store, outbox } = await setup();
    const { id } = await store.add({ source: 'form', lead, consent, spam: true });
    expect(store.get(id)).toMatchObject({ spam: true, state: null, email: null });
    expect(outbox.due('webhook', 10)).toEqual([]);
  });
});

describe("the owner's e-mail about a lead", () => {
  it('shows a number from abroad in its international form, a US one as written at home', async () => {
    const { store } = await setup();
    const abroad = await store.add({ source: 'form', lead: { ...lead, mobile: '+4520123456' }, consent });
    const home = await store.add({ source: 'form', lead: { ...lead, mobile: '404.555.0199', street: '9 Elm St' }, consent });
    expect(leadEmail(store.get(abroad.id)!).text).toContain('Mobile:           +45 20 12 34 56');
    expect(leadEmail(store.get(home.id)!).text).toContain('Mobile:           (404) 555-0199');
  });
});
