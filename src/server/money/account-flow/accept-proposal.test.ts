import { describe, expect, it } from 'vitest';
import { cleanupsAfterEach } from '../../../../tests/support/cleanups.ts';
import { proposalSchema, type ProposalInput } from '../../../common/proposals.ts';
import { siteConfig } from '../../../common/site-config.ts';
import { SettableClock } from '../../platform/clock/clock.ts';
import { openTempDatabase } from '../../app/schema/temp-database.ts';
import { EMAIL_ON } from '../../app/wiring/channels.ts';
import { openStores } from '../../app/wiring/stores.ts';
import { acceptProposal } from './accept-proposal.ts';
import { proposalFacts } from './proposal-facts.ts';
import { keptText } from '../accounts/proposal-store.ts';

const cleanups = cleanupsAfterEach();

/** Peachtree Commons: two addresses, one weekly (Monday pickup), one every two weeks (Thursday pickup). */
const TWO_ADDRESSES: ProposalInput = {
  business: 'Peachtree Commons HOA',
  contactName: 'Dana Wells',
  email: 'dana@peachtreecommons.org',
  mobile: '(404) 555-0142',
  language: 'en',
  sites: [
    { street: '100 Commons Way', zip: '30309', carts: 24, pickupDay: 'Monday', frequency: 'weekly', centsPerCart: 600 },
    { street: '250 Clubhouse Drive', zip: '30305', carts: 6, pickupDay: 'Thursday', frequency: 'biweekly', centsPerCart: 600 },
  ],
  startDate: '2026-12-01',
  note: 'Carts behind the gate; code 4321.',
};

function setup() {
  const temp = openTempDatabase();
  cleanups.push(temp.close);
  const clock = new SettableClock('2026-11-27T15:00:00Z'); // Friday, 10:00 in Atlanta
  const stores = openStores(temp.db, { clock, channels: EMAIL_ON });
  const content = proposalSchema(siteConfig.commercial).parse(TWO_ADDRESSES);
  const deps = { ...stores, mail: { customer: true, owner: true } };
  const send = (id: string) => {
    const sent = stores.proposals.send(id, (p) => proposalFacts(p, stores.bookings.dates, siteConfig.commercial));
    if (!sent.ok) throw new Error(sent.problem);
    return sent.proposal;
  };
  const signature = (fingerprint: string) => ({ name: 'Dana Wells', ip: '203.0.113.7', agent: 'Test browser', fingerprint });
  return { ...stores, clock, db: temp.db, content, deps, send, signature };
}

describe('a proposal accepted', () => {
  it('books each address from the start date on its day after pickup, as one account, once however often it is accepted', () => {
    const s = setup();
    const draft = s.proposals.draft(s.content, {});
    const sent = s.send(draft.id);
    const first = acceptProposal(s.deps, sent, s.signature(sent.fingerprint!));
    expect(first).toMatchObject({ ok: true, first: true });
    const again = acceptProposal(s.deps, sent, s.signature(sent.fingerprint!));
    expect(again).toMatchObject({ ok: true, first: false });
    const account = s.accounts.byFamily(sent.family)!;
    expect(account).toMatchObject({ business: 'Peachtree Commons HOA', status: 'active' });
    const sites = s.accounts.sites(account.id);
    expect(sites).toHaveLength(2);
    const [weekly, biweekly] = sites.map((site) => s.bookings.get(site.bookingId)!);
    // Monday pickup: cleaned Tuesdays, from Tuesday, December 1; Thursday pickup: Fridays, every 14 days from December 4.
    expect(
      s.bookings
        .visits(weekly!.id)
        .slice(0, 3)
        .map((v) => v.date),
    ).toEqual(['2026-12-01', '2026-12-08', '2026-12-15']);
    expect(
      s.bookings
        .visits(biweekly!.id)
        .slice(0, 3)
        .map((v) => v.date),
    ).toEqual(['2026-12-04', '2026-12-18', '2027-01-01']);
    expect(weekly).toMatchObject({
      cans: 24,
      accountId: account.id,
      customer: { street: '100 Commons Way', zip: '30309', business: 'Peachtree Commons HOA', name: 'Dana Wells' },
    });
    // No deep cleans on an account's address; no payment of its own.
    expect(s.bookings.visits(weekly!.id).some((v) => v.deepClean)).toBe(false);
    expect(s.payments.get(weekly!.id)).toBeUndefined();
    // On the route the day after pickup, with its carts.
    expect(s.bookings.route('2026-12-01').map((v) => [v.booking.customer.street, v.booking.cans])).toEqual([['100 Commons Way', 24]]);
    // The signature kept: who, when, from where, and the fingerprint of what was shown.
    const signed = s.proposals.get(sent.id)!;
    expect(signed.acceptance).toEqual({ name: 'Dana Wells', at: s.clock.now(), ip: '203.0.113.7', agent: 'Test browser' });
    expect(signed.accountId).toBe(account.id);
  });

  it('refuses a signature over words that are not the ones sent, and a version replaced by a later one', () => {
    const s = setup();
    const sent = s.send(s.proposals.draft(s.content, {}).id);
    expect(acceptProposal(s.deps, sent, s.signature('0'.repeat(64)))).toMatchObject({ ok: false, problem: 'changed' });
    const next = s.proposals.draft({ ...s.content, note: 'Now with the pool house.' }, { family: sent.family });
    expect(next.version).toBe(2);
    s.send(next.id);
    expect(s.proposals.get(sent.id)!.state).toBe('replaced');
    expect(acceptProposal(s.deps, sent, s.signature(sent.fingerprint!))).toMatchObject({ ok: false, problem: 'replaced' });
    expect(s.accounts.byFamily(sent.family)).toBeUndefined();
  });

  it('a sent proposal never changes: its kept words and fingerprint stand, and only a draft is rewritten', () => {
    const s = setup();
    const sent = s.send(s.proposals.draft(s.content, {}).id);
    expect(s.proposals.update(sent.id, { ...s.content, note: 'changed' })).toBeUndefined();
    expect(keptText(s.proposals.get(sent.id)!)).toContain('Carts behind the gate; code 4321.');
    expect(keptText(sent)).toContain(
      '100 Commons Way, 30309: 24 carts, Tuesdays, every week (the day after Monday pickup); $6 a cart, $144 a visit',
    );
  });
});

describe('what time brings', () => {
  const queued = (s: ReturnType<typeof setup>, kind: string) =>
    s.db.prepare<[string], { subject_id: string }>('SELECT subject_id FROM deliveries WHERE subject_kind = ? ORDER BY id').all(kind);

  it('a proposal unanswered for 7 days gets one reminder; one answered gets none', () => {
    const s = setup();
    const waiting = s.send(s.proposals.draft(s.content, {}).id);
    const answered = s.send(s.proposals.draft(s.content, {}).id);
    acceptProposal(s.deps, answered, s.signature(answered.fingerprint!));
    s.clock.advance(6 * 24 * 3600_000);
    expect(s.proposals.remindUnanswered(7)).toBe(0);
    s.clock.advance(24 * 3600_000);
    expect(s.proposals.remindUnanswered(7)).toBe(1);
    expect(s.proposals.remindUnanswered(7)).toBe(0);
    expect(queued(s, 'proposal-reminder')).toEqual([{ subject_id: waiting.id }]);
  });

  it('an invoice unpaid past its due date is reminded at 7 and 21 days, each once; the later one alone when both came while nobody looked', () => {
    const s = setup();
    const sent = s.send(s.proposals.draft(s.content, {}).id);
    acceptProposal(s.deps, sent, s.signature(sent.fingerprint!));
    const account = s.accounts.byFamily(sent.family)!;
    const due = s.clock.now() + 30 * 24 * 3600_000;
    const open = (month: string) => {
      s.invoices.add({ accountId: account.id, month, lines: [{ description: 'a visit', cents: 14400 }], totalCents: 14400 });
      const row = s.db.prepare<[string], { id: string }>('SELECT id FROM account_invoices WHERE month = ?').get(month)!;
      s.invoices.madeAtStripe(row.id, `in_${month}`);
      s.invoices.fromStripe({
        id: `in_${month}`,
        status: 'open',
        amountPaid: 0,
        number: `CF-${month}`,
        hostedUrl: 'https://pay.example/i',
        dueAt: due,
      });
      return row.id;
    };
    const first = open('2026-11');
    s.clock.set(due + 6 * 24 * 3600_000);
    expect(s.invoices.remindOverdue([7, 21])).toBe(0);
    s.clock.set(due + 7 * 24 * 3600_000);
    expect(s.invoices.remindOverdue([7, 21])).toBe(1);
    expect(s.invoices.remindOverdue([7, 21])).toBe(0);
    const second = open('2026-10');
    s.clock.set(due + 21 * 24 * 3600_000);
    expect(s.invoices.remindOverdue([7, 21])).toBe(2);
    expect(queued(s, 'invoice-overdue').map((row) => row.subject_id)).toEqual([`${first}|7`, `${first}|21`, `${second}|21`]);
    // Paid: no longer overdue, nothing more to remind of.
    s.invoices.fromStripe({ id: 'in_2026-11', status: 'paid', amountPaid: 14400, number: null, hostedUrl: null, dueAt: null });
    expect(s.invoices.overdue().invoices.map((invoice) => invoice.month)).toEqual(['2026-10']);
  });
});

describe('an address added to an account', () => {
  it("a later version signed books only the address new to the account; the account's stay as they are", () => {
    const s = setup();
    const first = s.send(s.proposals.draft(s.content, {}).id);
    acceptProposal(s.deps, first, s.signature(first.fingerprint!));
    const account = s.accounts.byFamily(first.family)!;
    const before = s.accounts.sites(account.id).map((site) => site.bookingId);
    const kept = s.proposals.get(first.id)!.content;
    const added = {
      street: '9 Pool House Lane',
      zip: '30309',
      carts: 4,
      pickupDay: 'Wednesday' as const,
      frequency: 'monthly' as const,
      centsPerCart: 700,
    };
    const next = s.proposals.draft({ ...kept, sites: [...kept.sites, added] }, { family: first.family, accountId: account.id });
    const sent = s.send(next.id);
    expect(sent.version).toBe(2);
    acceptProposal(s.deps, sent, s.signature(sent.fingerprint!));
    const sites = s.accounts.sites(account.id);
    expect(sites).toHaveLength(3);
    expect(sites.slice(0, 2).map((site) => site.bookingId)).toEqual(before);
    const pool = s.bookings.get(sites[2]!.bookingId)!;
    expect(pool).toMatchObject({ cans: 4, intervalDays: 28, customer: { street: '9 Pool House Lane' } });
    expect(sites[2]!).toMatchObject({ proposalId: sent.id, centsPerCart: 700 });
    // Still one account, on the first version's family.
    expect(s.accounts.page().rows).toHaveLength(1);
  });
});
