// Commercial accounts over real sockets, with loopback fakes of the mail server and Stripe (built
// from Stripe's own example objects): a commercial lead becomes a proposal for two addresses in the
// owner's API and is sent; its customer accepts it on its page with plain form posts (no script),
// twice, which makes one account; both addresses are on the route the day after their pickup; on
// the 1st the server's own scheduler bills the month's visits on one Stripe invoice sent for
// payment in 30 days, a line per visit naming its address; its payment and its lateness come back
// from Stripe's events.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AccountDetail, ProposalDetail } from '../../src/common/owner-accounts.ts';
import type { ProposalInput } from '../../src/common/proposals.ts';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { SAME, paidStack } from '../support/paid-stack.ts';
import { validLead } from '../support/valid-lead.ts';

const cleanups = cleanupsAfterEach();

/** Friday, November 27, 2026, 10:00 in Atlanta. */
const FRIDAY = '2026-11-27T15:00:00Z';
const DANA = 'dana@peachtreecommons.org';
const form = { 'content-type': 'application/x-www-form-urlencoded', ...SAME };

async function stack(clock: SettableClock, dataDir: string, shared?: Awaited<ReturnType<typeof paidStack>>) {
  return paidStack(cleanups, { clock, dataDir, ...(shared ? { sharedStripe: shared.stripe } : {}) });
}

/** The commercial lead's proposal, written as the owner would: two addresses, a note, from December 1. */
function twoAddresses(input: ProposalInput): ProposalInput {
  return {
    ...input,
    business: 'Peachtree Commons HOA',
    sites: [
      {
        ...input.sites[0]!,
        street: '100 Commons Way',
        zip: '30309',
        carts: 24,
        pickupDay: 'Monday',
        frequency: 'weekly',
        centsPerCart: 600,
      },
      { street: '250 Clubhouse Drive', zip: '30305', carts: 6, pickupDay: 'Thursday', frequency: 'biweekly', centsPerCart: 600 },
    ],
    startDate: '2026-12-01',
    note: 'Carts behind the gate; code 4321.',
  };
}

/** A commercial lead from the contact form, its proposal for two addresses written and sent by the owner; its e-mail's text and link. */
async function sentProposal(s: Awaited<ReturnType<typeof stack>>) {
  const lead = await fetch(`${s.base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...validLead, full_name: 'Dana Wells', email: DANA, service_type: 'Commercial', notes: 'Two buildings.' }),
  });
  expect(lead.status).toBe(201);
  const { id: leadId } = (await lead.json()) as { id: string };
  const o = await s.owner();
  const fresh = (await o.get(`/owner/api/proposals/new?lead=${leadId}`)).json() as { input: ProposalInput };
  const made = await o.post('/owner/api/proposals', { leadId, content: twoAddresses(fresh.input) });
  expect(made.statusCode, made.body).toBe(201);
  const draft = made.json() as ProposalDetail;
  expect((await o.post(`/owner/api/proposals/${draft.id}/send`)).statusCode).toBe(200);
  const mail = await s.mail.waitForMessage('the proposal', (m) => m.recipients.includes(DANA) && /^Your proposal/.test(m.parsed.subject!));
  const text = mail.parsed.text!;
  // The customer's answer reaches the business, not the alerts' sender.
  expect(mail.parsed.replyTo?.map((a) => ('address' in a ? a.address : ''))).toEqual(['hello@canfreshatl.com']);
  const path = /https:\/\/canfreshatl\.com(\/proposal\/[A-Za-z0-9_-]{22})/.exec(text)![1]!;
  return { o, fresh, draft, text, path };
}

describe('a commercial account, from its lead to its first invoice', () => {
  it('proposal sent, signed without JavaScript (twice: one account), both addresses on the route, invoiced on the 1st, paid', async () => {
    const clock = new SettableClock(FRIDAY);
    const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-accounts-'));
    const s = await stack(clock, dataDir);
    const { o, fresh, draft, text, path } = await sentProposal(s);
    expect(fresh.input).toMatchObject({ contactName: 'Dana Wells', email: DANA, startDate: '2026-11-28' });
    const outside = await o.post('/owner/api/proposals', {
      content: { ...twoAddresses(fresh.input), sites: [{ ...twoAddresses(fresh.input).sites[0]!, zip: '90210' }] },
    });
    expect(outside.json()).toEqual({ error: 'That zip is outside the service area.' });
    expect((await o.post(`/owner/api/proposals/${draft.id}/send`)).statusCode).toBe(409);
    const rewrite = await s.app.inject({
      method: 'PUT',
      url: `/owner/api/proposals/${draft.id}`,
      headers: o.headers,
      payload: { content: twoAddresses(fresh.input) },
    });
    expect(rewrite.json()).toEqual({ error: 'This version was sent and can no longer change: make a new version instead.' });

    // The customer's e-mail: the link, and the proposal's text.
    expect(text).toContain('100 Commons Way, 30309: 24 carts, Tuesdays, every week (the day after Monday pickup); $6 a cart, $144 a visit');
    expect(text).toContain('250 Clubhouse Drive, 30305: 6 carts, Fridays, every 2 weeks (the day after Thursday pickup)');

    // Its page, plain HTML with its forms; a signature without a name is answered on the spot.
    const page = await s.page(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('Accept and sign');
    const fingerprint = /name="fingerprint" value="([0-9a-f]{64})"/.exec(html)![1]!;
    const unsigned = await s.page(path, {
      method: 'POST',
      headers: form,
      body: `action=accept&name=&agree=yes&fingerprint=${fingerprint}`,
    });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.text()).toContain('Please type your full name to sign.');
    const sign = () =>
      s.page(path, {
        method: 'POST',
        headers: { ...form, 'user-agent': 'Phone browser' },
        body: `action=accept&name=Dana+Wells&agree=yes&fingerprint=${fingerprint}`,
      });
    const signed = await sign();
    expect(signed.status).toBe(303);
    expect(signed.headers.get('location')).toBe(`${path}?notice=accepted`);
    expect((await sign()).status).toBe(303);
    const after = await (await s.page(`${path}?notice=accepted`)).text();
    expect(after).toMatch(/Accepted by Dana Wells on November 27, 2026/);
    expect(after).not.toContain('Accept and sign');

    // One account, its signature kept; the owner and the customer told.
    const accounts = (await o.get('/owner/api/accounts')).json() as { accounts: { id: string }[] };
    expect(accounts.accounts).toHaveLength(1);
    const account = (await o.get(`/owner/api/accounts/${accounts.accounts[0]!.id}`)).json() as AccountDetail;
    expect(account.acceptance).toMatchObject({ name: 'Dana Wells', agent: 'Phone browser', fingerprint, version: 1 });
    expect(account.sites.map((site) => [site.street, site.carts, site.nextVisit])).toEqual([
      ['100 Commons Way', 24, 'Tuesday, December 1'],
      ['250 Clubhouse Drive', 6, 'Friday, December 4'],
    ]);
    await s.mail.waitForMessage(
      'the owner told',
      (m) => m.recipients.includes('owner@canfreshatl.com') && /^Proposal accepted: Peachtree/.test(m.parsed.subject!),
    );
    const copy = await s.mail.waitForMessage('the signed copy', (m) => m.recipients.includes(DANA) && /^Accepted:/.test(m.parsed.subject!));
    expect(copy.parsed.text).toContain(fingerprint);

    // On the route the day after each pickup, with their carts.
    const routeOn = async (at: string) => {
      clock.set(at);
      return ((await o.get('/owner/api/today')).json() as { stops: { visitId: string; street: string; carts: number; business: string }[] })
        .stops;
    };
    const tuesday = await routeOn('2026-12-01T14:00:00Z');
    expect(tuesday.map((stop) => [stop.business, stop.street, stop.carts])).toEqual([['Peachtree Commons HOA', '100 Commons Way', 24]]);
    expect((await o.post(`/owner/api/visits/${tuesday[0]!.visitId}/mark`, { mark: 'done' })).statusCode).toBe(200);
    const friday = await routeOn('2026-12-04T14:00:00Z');
    expect(friday.map((stop) => stop.street)).toEqual(['250 Clubhouse Drive']);
    await o.post(`/owner/api/visits/${friday[0]!.visitId}/mark`, { mark: 'done' });
    const next = await routeOn('2026-12-08T14:00:00Z');
    await o.post(`/owner/api/visits/${next[0]!.visitId}/mark`, { mark: 'not-out' });

    // January 1, 06:05: the server starts again and its scheduler bills December.
    await s.close();
    clock.set('2027-01-01T11:05:00Z');
    const again = await stack(clock, dataDir, s);
    await expect.poll(() => again.stripe.received.invoiceCreates.length, { timeout: 10_000 }).toBe(1);
    const [created] = again.stripe.received.invoiceCreates;
    expect(created!.params).toMatchObject({
      collection_method: 'send_invoice',
      days_until_due: '30',
      payment_settings: { payment_method_types: ['card', 'us_bank_account'] },
    });
    await expect.poll(() => again.stripe.world.invoice(created!.id).status).toBe('open');
    const invoice = again.stripe.world.invoice(created!.id);
    // A line per visit given, naming its address and date; the missed visit is not billed.
    expect(invoice.lines.data.map((line) => [line.description, line.amount])).toEqual([
      ['100 Commons Way, 30309: Tue, Dec 1, 24 carts at $6', 14400],
      ['250 Clubhouse Drive, 30305: Fri, Dec 4, 6 carts at $6', 3600],
    ]);
    expect(invoice.due_date).toBe(Math.floor(Date.parse('2027-01-31T11:05:00Z') / 1000));
    const link = await again.mail.waitForMessage(
      'the invoice',
      (m) => m.recipients.includes(DANA) && /^Invoice CF-0001/.test(m.parsed.subject!),
    );
    expect(link.parsed.text).toContain(invoice.hosted_invoice_url!);
    // Once per account and month: a restart the same morning makes no second invoice.
    await again.close();
    const third = await stack(clock, dataDir, again);
    // Its scheduler has run at start (billing is claimed there): still the one invoice, already at Stripe.
    expect(third.app.stores.invoices.ofAccount(account.id).map((row) => [row.month, row.state])).toEqual([['2026-12', 'open']]);
    expect(third.stripe.received.invoiceCreates).toHaveLength(1);

    // December 29's visit, marked at 07:00 on the 1st (inside the crew's three days), after
    // December was billed: it goes on January's invoice, named as such, once.
    clock.set('2027-01-01T12:00:00Z');
    const marking = await third.owner();
    const dec29 = third.app.stores.bookings.route('2026-12-29');
    expect(dec29.map((stop) => stop.booking.customer.street)).toEqual(['100 Commons Way']);
    expect((await marking.post(`/owner/api/visits/${dec29[0]!.id}/mark`, { mark: 'done' })).statusCode).toBe(200);
    await third.close();
    clock.set('2027-02-01T11:05:00Z');
    const february = await stack(clock, dataDir, third);
    await expect.poll(() => february.stripe.received.invoiceCreates.length, { timeout: 10_000 }).toBe(2);
    const january = february.stripe.world.invoice(february.stripe.received.invoiceCreates[1]!.id);
    await expect.poll(() => february.stripe.world.invoice(january.id).lines.data.length).toBe(1);
    expect(february.stripe.world.invoice(january.id).lines.data.map((line) => [line.description, line.amount])).toEqual([
      ["100 Commons Way, 30309: Tue, Dec 29, 24 carts at $6 (marked after December 2026's invoice)", 14400],
    ]);
    // Billed once: the next start the same month bills nothing more.
    await february.close();
    const fourth = await stack(clock, dataDir, february);
    expect(fourth.app.stores.invoices.ofAccount(account.id).map((row) => row.month)).toEqual(['2027-01', '2026-12']);
    expect(fourth.stripe.received.invoiceCreates).toHaveLength(2);
    const owner = await fourth.owner();

    // Late: past its due date it shows overdue on Payments; paid on Stripe's page, it shows paid.
    clock.set('2027-02-02T15:00:00Z');
    const late = (await owner.get('/owner/api/account-invoices')).json() as { overdue: { state: string; total: string }[] };
    expect(late.overdue).toEqual([expect.objectContaining({ state: 'overdue', total: '$180' })]);
    // The evening list says so too (today's, queued as the scheduler queues it).
    fourth.app.stores.bookings.queueDayDigests();
    const list = await fourth.mail.waitForMessage('the evening list', (m) => /^Tuesday February 2/.test(m.parsed.subject!));
    expect(list.parsed.text).toContain(
      "Accounts' invoices overdue (see Payments in the inbox):\n  Peachtree Commons HOA: invoice CF-0001 (December 2026), $180, due January 31, 2027",
    );
    expect((await fetch(invoice.hosted_invoice_url!, { method: 'POST' })).status).toBe(200);
    await expect.poll(async () => ((await owner.get('/owner/api/account-invoices')).json() as { overdue: unknown[] }).overdue).toEqual([]);
    const paid = (await owner.get('/owner/api/account-invoices')).json() as { recent: { state: string; paid: string }[] };
    expect(paid.recent.find((row) => row.paid === '$180')).toMatchObject({ state: 'paid', paid: '$180' });
  });

  it("a proposal's link expires 90 days after its e-mail: its page says how to get a new one, shows no price, and signs nothing", async () => {
    const clock = new SettableClock(FRIDAY);
    const s = await stack(clock, mkdtempSync(join(tmpdir(), 'canfresh-accounts-')));
    const { path } = await sentProposal(s);
    clock.advance(89 * 24 * 3600_000);
    expect((await s.page(path)).status).toBe(200);
    clock.advance(2 * 24 * 3600_000);
    const old = await s.page(path);
    expect(old.status).toBe(410);
    const html = await old.text();
    expect(html).toMatch(
      /This link has expired: a proposal(&#x27;|')s link works for 90 days. To get a new one, reply to our e-mail or call us./,
    );
    expect(html).not.toContain('$');
    expect(html).not.toContain('Accept and sign');
    const signed = await s.page(path, { method: 'POST', headers: form, body: 'action=accept&name=Dana+Wells&agree=yes&fingerprint=x' });
    expect(signed.status).toBe(410);
    expect(s.app.stores.accounts.page().rows).toHaveLength(0);
    // A token that never was stays the plain 404.
    expect((await s.page('/proposal/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});
