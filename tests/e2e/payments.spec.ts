// Paying in the real browser, as a customer does from their confirmation: the booking page says
// the card is due, 'Add your card' opens (the loopback fake of) Stripe's Checkout, paying there
// brings them back to 'Paid'; the owner's inbox shows it paid, with the day's takings. axe on each
// page of ours; with SCREENSHOTS=1, screenshots at this project's width.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookedCustomer, ONE_TIME_BOOKING } from '../support/booked-customer.ts';
import { screenshot } from '../support/screenshot.ts';
import { FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from '../fakes/fake-stripe.ts';
import { openInboxPage } from '../support/owner-sign-in.ts';
import { expect, test } from './fixtures.ts';

// A signed-out visit to /owner asks who is signed in: one 401 in the console, as in the inbox's own test.
test.use({ hydrates: false, allowConsoleErrors: /status of 401/ });
const OWNER = 'pat@canfreshatl.com';
const shot = (page: Page, state: string) => screenshot(page, `payment-${state}`);

test('@phone a customer pays from their booking page; the page and the inbox say Paid', async ({ page }) => {
  test.setTimeout(60_000);
  // Stripe signs its events at the time of the booking's own clock (which starts on Sunday, November 22).
  let offset = 0;
  const stripe = await startFakeStripe({ now: () => Date.now() + offset });
  const customer = await bookedCustomer(
    { ...ONE_TIME_BOOKING, cans: 2 },
    {
      OWNER_EMAILS: OWNER,
      // The inbox asks again each second: Stripe's word that the refund is made shows without a reload.
      OWNER_REFRESH_SECONDS: '1',
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: stripe.url,
    },
    { listen: true },
  );
  stripe.webhookUrl = `${customer.base}/api/stripe/webhook`;
  offset = customer.clock.now() - Date.now();
  try {
    await page.goto(`${customer.base}${customer.path}`);
    const payment = page.getByRole('definition').filter({ hasText: /add your card/ });
    await expect(payment).toHaveText('Due: add your card');
    await expect(page.getByText('One-Time Clean, $69 (2 cans)')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'due');

    await page.getByRole('link', { name: 'Add your card' }).click();
    await expect(page.getByRole('heading', { name: 'Pay $69.00' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay $69.00' }).click();
    await expect(page.getByRole('status')).toHaveText('Thank you: your card is in. Stripe sends you a receipt.');
    await expect(page.getByRole('definition').filter({ hasText: 'Paid' })).toHaveText('Paid');
    await expect(page.getByRole('link', { name: 'Add your card' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'paid');

    await page.goto(`${customer.base}/owner`);
    await page.getByLabel('E-mail address').fill(OWNER);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    const codeMail = await customer.mail.waitForMessage(`sign-in code to ${OWNER}`, (m) => m.recipients.includes(OWNER));
    await page.getByLabel('The 6-digit code from the e-mail').fill(/\b(\d{6})\b/.exec(codeMail.parsed.subject!)![1]!);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await openInboxPage(page, 'Payments');
    const payments = page.getByRole('region', { name: 'Payments', exact: true });
    await expect(payments.getByText('Taken today: $69')).toBeVisible();
    // Filtered by state, with what the state comes to.
    await payments.getByRole('button', { name: 'Paid (1)' }).click();
    await expect(payments.getByText('1 payment paid: $69 taken.')).toBeVisible();
    await payments.getByRole('button', { name: /^All/ }).click();
    const row = payments.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Jordan Peachtree/ }) });
    await expect(row.getByRole('heading')).toHaveText('Jordan PeachtreePaid');
    await expect(row).toContainText('One-Time Clean, $69 (2 cans)');
    const charges = row.getByRole('list', { name: "Jordan Peachtree's charges" });
    await expect(charges.getByRole('listitem')).toHaveCount(1);
    await expect(charges).toContainText('Clean: $69');
    await expectNoAxeViolations(page);
    await shot(page, 'inbox');
    // The owner refunds the clean's charge, after a confirmation step: Stripe refunds it against itself.
    await charges.getByRole('button', { name: 'Refund clean' }).click();
    await charges.getByRole('button', { name: 'Yes, refund clean' }).click();
    await expect(page.getByRole('status').filter({ hasText: "Refund of Jordan Peachtree's clean sent to Stripe." })).toBeVisible();
    await expect(row.getByRole('heading')).toHaveText('Jordan PeachtreeRefunded');
    await expect(charges).toContainText('Clean: $69 (refunded $69)');
    await expect(charges.getByRole('button', { name: 'Refund clean' })).toHaveCount(0);
    await payments.getByRole('button', { name: 'Refunded (1)' }).click();
    await expect(payments.getByText('1 payment refunded: $69 given back.')).toBeVisible();
    await shot(page, 'inbox-refunded');
  } finally {
    await customer.close();
    await stripe.close();
  }
});
