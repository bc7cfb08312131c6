// A customer's booking page in the real browser, as they reach it from their confirmation e-mail:
// an app on its own clock (Sunday, November 22, 2026, 10:00 in Atlanta) with a loopback mail
// server, the booking made through the receptionist's tool. Plain forms: no JavaScript runs.
// axe checks each state; with SCREENSHOTS=1, screenshots at this project's width go to test-results/screenshots/.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { screenshot } from '../support/screenshot.ts';
import { bookedCustomer } from '../support/booked-customer.ts';
import { validLead } from '../support/valid-lead.ts';
import { expect, test } from './fixtures.ts';

test.use({ hydrates: false });

const shot = (page: Page, state: string) => screenshot(page, `booking-${state}`);

test('@phone the customer moves their visit, then cancels it after the confirmation step', async ({ page }) => {
  // A journey through four states, each checked by axe (a few seconds each on a busy machine):
  // more than the 30 s one interaction gets.
  test.setTimeout(60_000);
  const customer = await bookedCustomer();
  const url = `${await customer.app.listen({ port: 0, host: '127.0.0.1' })}${customer.path}`;
  try {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Wednesday, November 25' })).toBeVisible();
    await expect(page.getByText('One-Time Clean, $59 (1 can)')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'view');

    const move = page.getByRole('group', { name: 'Move your visit (Wednesday, November 25)' });
    await move.getByRole('radio', { name: 'Wednesday, December 9' }).check();
    await page.getByRole('button', { name: 'Move to this date' }).click();
    await expect(page.getByRole('status')).toHaveText('Done: your visit is moved. A new confirmation is on its way by e-mail.');
    await expect(page.getByRole('definition').filter({ hasText: 'Wednesday, December 9' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'moved');

    await page.getByRole('link', { name: 'Cancel my booking' }).click();
    await expect(page.getByRole('heading', { name: 'Cancel your booking?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'confirm-cancel');
    await page.getByRole('link', { name: 'No, keep it' }).click();
    await expect(page.getByRole('heading', { name: 'Cancel your booking?' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Cancel my booking' }).click();
    await page.getByRole('group', { name: 'Why are you leaving?' }).getByLabel('I do not need it any more').check();
    await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
    await expect(page.getByRole('status')).toHaveText('Done: your booking is cancelled. A confirmation is on its way by e-mail.');
    await expect(page.getByRole('definition').filter({ hasText: 'Cancelled' })).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'cancelled');
  } finally {
    await customer.close();
  }
});

test('@phone a member skips only their next visit; the page then names the visits that are left', async ({ page }) => {
  const customer = await bookedCustomer({ ...validLead, pickup_day: 'Tuesday', service_date: '2026-11-25' });
  const url = `${await customer.app.listen({ port: 0, host: '127.0.0.1' })}${customer.path}`;
  try {
    await page.goto(url);
    await expect(page.getByRole('definition').filter({ hasText: 'Wednesday, November 25, then every 4 weeks' })).toBeVisible();
    await shot(page, 'membership');
    await page.getByRole('button', { name: 'Skip only the visit on Wednesday, November 25' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Done: that visit is cancelled; your membership goes on. A confirmation is on its way by e-mail.',
    );
    await expect(page.getByRole('definition').filter({ hasText: 'Wednesday, December 23, then every 4 weeks' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip only the visit on Wednesday, December 23' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'membership-skipped');
  } finally {
    await customer.close();
  }
});

test('@phone a booking held from the web is confirmed from its page, and then is a booking like any', async ({ page }) => {
  const customer = await bookedCustomer(undefined, {}, { web: true });
  const url = `${await customer.app.listen({ port: 0, host: '127.0.0.1' })}${customer.path}`;
  try {
    await page.goto(url);
    const confirm = page.getByRole('form', { name: 'Confirm your booking' });
    await expect(page.getByRole('heading', { level: 2, name: 'Confirm your booking' })).toBeVisible();
    await expect(page.getByText(/We hold this date for you until \d{1,2}:\d{2} (AM|PM)\. Confirm it to keep it\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move to this date' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'held');
    await page.getByRole('button', { name: 'Confirm my booking' }).click();
    await expect(page.getByRole('status')).toHaveText('Done: your booking is confirmed. The confirmation is on its way by e-mail.');
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Move to this date' })).toBeVisible();
    await customer.mail.waitForMessage('the confirmation', (m) => m.parsed.subject?.startsWith('Booked:') ?? false);
    await expectNoAxeViolations(page);
    await shot(page, 'confirmed');
  } finally {
    await customer.close();
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('@phone a member pauses for 4 weeks, sees the first visit after it, then resumes', async ({ page }) => {
    test.setTimeout(60_000);
    const customer = await bookedCustomer({ ...validLead, pickup_day: 'Tuesday', service_date: '2026-11-25' });
    const url = `${await customer.app.listen({ port: 0, host: '127.0.0.1' })}${customer.path}`;
    try {
      await page.goto(url);
      const pause = page.getByRole('group', { name: 'Pause your membership' });
      await expect(pause.getByText('From your visit on Wednesday, November 25. It resumes by itself.')).toBeVisible();
      await expect(page.getByText('Wednesday, January 20: your seasonal deep clean')).toBeVisible();
      await pause.getByLabel('For').selectOption('4 weeks');
      await shot(page, 'pause-offer');
      await page.getByRole('button', { name: 'Pause my membership' }).click();
      await expect(page.getByRole('status')).toHaveText('Done: your membership is paused. A confirmation is on its way by e-mail.');
      await expect(page.getByRole('heading', { level: 2, name: 'Your membership is paused' })).toBeVisible();
      await expect(
        page.getByText('Paused from Wednesday, November 25. Your first visit after the pause: Wednesday, December 23.'),
      ).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: 'Wednesday, December 23, then every 4 weeks' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Pause your membership' })).toHaveCount(0);
      // Dates are booked 21 days ahead: the next visit can be moved once dates after the pause open.
      await expect(
        page
          .getByRole('group', { name: 'Move your next visit (Wednesday, December 23)' })
          .getByText('We book a few weeks ahead: dates after your pause can be picked from Wednesday, December 9.'),
      ).toBeVisible();
      await shot(page, 'paused');
      // axe runs as a script: the same page, paused, in a page that runs scripts.
      const checker = await page.context().browser()!.newPage({ viewport: page.viewportSize(), javaScriptEnabled: true });
      await checker.goto(url);
      await expectNoAxeViolations(checker);
      await checker.close();

      await page.getByRole('button', { name: 'Resume now' }).click();
      await expect(page.getByRole('status')).toHaveText('Done: your membership is back on. A confirmation is on its way by e-mail.');
      await expect(page.getByRole('definition').filter({ hasText: 'Wednesday, November 25, then every 4 weeks' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your membership is paused' })).toHaveCount(0);
    } finally {
      await customer.close();
    }
  });
});
