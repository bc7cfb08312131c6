// The owner's long lists in the real browser: 60 leads show 50, 'Older leads' brings the other
// 10 below them once each, and a search starts again from its own first page.
import { bookedCustomer } from '../support/booked-customer.ts';
import { OWNER, openInboxPage, signInWithCode } from '../support/owner-sign-in.ts';
import { validLead } from '../support/valid-lead.ts';
import { expect, test } from './fixtures.ts';

test.use({ hydrates: false, allowConsoleErrors: /status of 401 \(Unauthorized\)/ });

test('the leads come 50 at a time, older ones on asking', async ({ page }) => {
  const customer = await bookedCustomer(undefined, { OWNER_EMAILS: OWNER }, { listen: true });
  try {
    for (let i = 1; i <= 60; i++) {
      const lead = { ...validLead, full_name: `${i % 10 === 0 ? 'Zephyr' : 'Oak'} Customer ${i}`, email: `c${i}@example.com` };
      expect((await customer.app.inject({ method: 'POST', url: '/api/contact', payload: lead })).statusCode).toBe(201);
    }
    await page.goto(`${customer.base}/owner#leads`);
    await signInWithCode(page, customer);
    await openInboxPage(page, 'Leads');
    const leads = page.getByRole('list', { name: 'Leads' }).getByRole('listitem');
    // Open ones first: the 60 requests; the booked customer's lead is under All.
    await expect(page.getByRole('button', { name: 'Open (60)' })).toBeVisible();
    await page.getByRole('button', { name: 'All (61)' }).click();
    await expect(leads).toHaveCount(50);
    await page.getByRole('button', { name: 'Older leads' }).click();
    // The 60 contact requests and the lead of the booked customer, each once.
    await expect(leads).toHaveCount(61);
    await expect(page.getByRole('button', { name: 'Older leads' })).toHaveCount(0);
    await expect(leads.filter({ hasText: 'Oak Customer 1' }).first()).toBeVisible();

    await page.getByLabel('Search').fill('Zephyr');
    await expect(leads).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Older leads' })).toHaveCount(0);
  } finally {
    await page.goto('about:blank');
    await customer.close();
  }
});
