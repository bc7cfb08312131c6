// Commercial accounts in the real browser. The owner turns a commercial lead into a proposal for
// two addresses in the inbox (a zip outside the area refused in place, the tiers' price taken, the
// totals as typed) and sends it; the customer reads it on its page, which runs no script, and
// signs it with a plain form; the owner's account page then shows both addresses, their first
// visits and the signature. axe on each state; with SCREENSHOTS=1, screenshots at this project's width.
import type { Page } from '@playwright/test';
import { proposalSchema } from '../../src/common/proposals.ts';
import { siteConfig } from '../../src/common/site-config.ts';
import { proposalFacts } from '../../src/server/money/account-flow/proposal-facts.ts';
import { RunningClock } from '../../src/server/platform/clock/clock.ts';
import { mailEnv, startFakeSmtp } from '../fakes/fake-smtp.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { freePort } from '../support/booked-customer.ts';
import { OWNER, openInboxPage, signInWithCode } from '../support/owner-sign-in.ts';
import { screenshot } from '../support/screenshot.ts';
import { makeTestApp } from '../support/test-app.ts';
import { validLead } from '../support/valid-lead.ts';
import { expect, test } from './fixtures.ts';

// A signed-out visit to /owner asks who is signed in: one 401 in the console, as in the inbox's own test.
test.use({ hydrates: false, allowConsoleErrors: /status of 401/ });
const shot = (page: Page, state: string) => screenshot(page, `accounts-${state}`);
const DANA = { full_name: 'Dana Wells', email: 'dana@peachtreecommons.org', service_type: 'Commercial', notes: 'Two buildings.' };

/** The app on the built site, listening at its PUBLIC_BASE_URL, its clock from Friday, November 27, 10:00 in Atlanta. */
async function accountsApp() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const mail = await startFakeSmtp();
  const t = await makeTestApp({
    env: { ...mailEnv(mail), OWNER_EMAILS: OWNER, PUBLIC_BASE_URL: base },
    clock: new RunningClock('2026-11-27T15:00:00Z'),
    site: true,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, base, mail, close: async () => (await t.close(), await mail.close()) };
}

test('@phone the owner writes a proposal for two addresses from a commercial lead and sends it', async ({ page }) => {
  test.setTimeout(60_000);
  const app = await accountsApp();
  try {
    const lead = await fetch(`${app.base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validLead, ...DANA }),
    });
    expect(lead.status).toBe(201);
    await page.goto(`${app.base}/owner`);
    await signInWithCode(page, app);
    await openInboxPage(page, 'Leads');
    await page
      .getByRole('list', { name: 'Leads' })
      .getByRole('link', { name: /Dana Wells/ })
      .click();
    await page.getByRole('link', { name: 'Make a proposal for Dana Wells' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'New proposal' })).toBeVisible();
    await expect(page.getByLabel("Billing contact's e-mail")).toHaveValue(DANA.email);

    await page.getByLabel('Business name').fill('Peachtree Commons HOA');
    const first = page.getByRole('group', { name: 'Address 1' });
    await expect(first.getByLabel('Street address')).toHaveValue(validLead.street);
    await first.getByLabel('Carts').fill('24');
    await first.getByLabel('Trash pickup day').selectOption('Monday');
    await page.getByRole('button', { name: 'Add an address' }).click();
    const second = page.getByRole('group', { name: 'Address 2' });
    await second.getByLabel('Street address').fill('250 Clubhouse Drive');
    await second.getByLabel('Zip code').fill('90210');
    await second.getByLabel('Carts').fill('6');
    await second.getByLabel('Trash pickup day').selectOption('Thursday');
    await second.getByLabel('How often').selectOption({ label: 'Every 2 weeks' });
    await page.getByRole('button', { name: 'Use $6' }).click();
    await expect(page.getByText('30 carts · $180 for a visit to every address · about $702 a month')).toBeVisible();
    await page.getByLabel('Service starts on or after').fill('2026-12-01');
    await page.getByRole('button', { name: 'Save and send' }).click();
    // Refused in place: the zip outside the area, named under its field.
    const zip = second.getByLabel('Zip code');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(second.getByText('That zip is outside the service area.')).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing wider than the screen, on a phone too.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await shot(page, 'editor');

    await zip.fill('30305');
    await page.getByRole('button', { name: 'Save and send' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Peachtree Commons HOA, version 1' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(`Sent to ${DANA.email}.`);
    await expect(page.getByRole('link', { name: "Open the customer's page" })).toHaveAttribute('href', /^\/proposal\/[\w-]{22}$/);
    await expect(page.getByRole('list', { name: 'Addresses' }).getByRole('listitem')).toHaveCount(2);
    const sent = await app.mail.waitForMessage('the proposal', (m) => m.recipients.includes(DANA.email));
    expect(sent.parsed.subject).toBe('Your proposal from CanFresh ATL: Peachtree Commons HOA');
    await expectNoAxeViolations(page);
    await shot(page, 'sent');
  } finally {
    await page.goto('about:blank');
    await app.close();
  }
});

test('@phone the customer signs the proposal on its page with no script; the owner sees the account', async ({ page }) => {
  test.setTimeout(60_000);
  const app = await accountsApp();
  try {
    const { proposals, bookings } = app.app.stores;
    const content = proposalSchema(siteConfig.commercial).parse({
      business: 'Peachtree Commons HOA',
      contactName: 'Dana Wells',
      email: DANA.email,
      mobile: validLead.mobile,
      language: 'en',
      sites: [
        { street: '100 Commons Way', zip: '30309', carts: 24, pickupDay: 'Monday', frequency: 'weekly', centsPerCart: 600 },
        { street: '250 Clubhouse Drive', zip: '30305', carts: 6, pickupDay: 'Thursday', frequency: 'biweekly', centsPerCart: 600 },
      ],
      startDate: '2026-12-01',
      note: 'Carts behind the gate; code 4321.',
    });
    const sent = proposals.send(proposals.draft(content, {}).id, (p) => proposalFacts(p, bookings.dates, siteConfig.commercial));
    if (!sent.ok) throw new Error(sent.problem);
    await page.goto(`${app.base}/proposal/${sent.link}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Proposal for Peachtree Commons HOA' })).toBeVisible();
    await expect(page.locator('script')).toHaveCount(0);
    await expect(page.getByText('Tuesdays, every week (the day after Monday pickup)')).toBeVisible();
    await expect(page.getByText('Estimated monthly total')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'proposal');

    await page.getByLabel('Your full name').fill('Dana Wells');
    await page.getByLabel('I agree to the terms above and to sign electronically.').check();
    await page.getByRole('button', { name: 'Accept and sign' }).click();
    await expect(page.getByRole('status')).toHaveText('Done: the proposal is accepted. A copy is on its way by e-mail.');
    await expect(page.getByText(/^Accepted by Dana Wells on November 27, 2026/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept and sign' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'accepted');

    await page.goto(`${app.base}/owner`);
    await signInWithCode(page, app);
    await openInboxPage(page, 'Accounts');
    await page
      .getByRole('list', { name: 'Accounts' })
      .getByRole('link', { name: /Peachtree Commons HOA/ })
      .click();
    const addresses = page.getByRole('list', { name: 'Addresses' }).getByRole('listitem');
    await expect(addresses).toHaveCount(2);
    await expect(addresses.first()).toContainText('Next visit: Tuesday, December 1');
    await expect(addresses.last()).toContainText('Next visit: Friday, December 4');
    await expect(page.getByRole('region', { name: 'The signature' })).toContainText('Signed by Dana Wells');
    await expectNoAxeViolations(page);
    await shot(page, 'account');
    await page.getByRole('button', { name: 'End the account…' }).click();
    await expect(page.getByText(/its last visits would be up to Sunday, December 27/)).toBeVisible();

    // An invoice Stripe sent, past its due date: Payments shows it overdue, with the account's name.
    const { invoices, accounts } = app.app.stores;
    const account = accounts.page().rows[0]!;
    invoices.add({
      accountId: account.id,
      month: '2026-10',
      lines: [{ description: '100 Commons Way', cents: 18_000 }],
      totalCents: 18_000,
    });
    const [invoice] = invoices.ofAccount(account.id);
    invoices.madeAtStripe(invoice!.id, 'in_e2e');
    invoices.fromStripe({
      id: 'in_e2e',
      status: 'open',
      amountPaid: 0,
      number: 'CF-0007',
      hostedUrl: 'https://pay.example/in_e2e',
      dueAt: Date.parse('2026-11-20T15:00:00Z'),
    });
    await openInboxPage(page, 'Payments');
    const owed = page.getByRole('region', { name: "Accounts' invoices" });
    await expect(owed).toContainText('Overdue: 1 invoice, $180 in all.');
    await expect(owed.getByRole('list', { name: 'Overdue invoices' })).toContainText(
      'October 2026, CF-0007 · $180 · paid $0 · due November 20, 2026',
    );
    await expectNoAxeViolations(page);
    await shot(page, 'payments');
  } finally {
    await page.goto('about:blank');
    await app.close();
  }
});

test('a Spanish proposal is written in Spanish, its document too', async ({ page }) => {
  const app = await accountsApp();
  try {
    const { proposals, bookings } = app.app.stores;
    const content = proposalSchema(siteConfig.commercial).parse({
      business: 'Taquería El Sol',
      contactName: 'Lucía Pérez',
      email: 'lucia@example.com',
      mobile: validLead.mobile,
      language: 'es',
      sites: [{ street: '500 Memorial Dr SE', zip: '30312', carts: 4, pickupDay: 'Tuesday', frequency: 'weekly', centsPerCart: 900 }],
      startDate: '2026-12-01',
      note: '',
    });
    const sent = proposals.send(proposals.draft(content, {}).id, (p) => proposalFacts(p, bookings.dates, siteConfig.commercial));
    if (!sent.ok) throw new Error(sent.problem);
    await page.goto(`${app.base}/proposal/${sent.link}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Propuesta para Taquería El Sol' })).toBeVisible();
    await expect(page.getByText('Los miércoles, cada semana (el día después de la recolección del martes)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aceptar y firmar' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'proposal-es');
  } finally {
    await page.goto('about:blank');
    await app.close();
  }
});
