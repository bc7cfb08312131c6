// The owner's workspace at a phone's, a tablet's and a desk's width: signed in, the inbox opens on
// Home; every page opens from the menu as a person opens it (the tab bar and More on a phone, the
// side menu from 1024 px), each axe-clean and nothing wider than the screen; with SCREENSHOTS=1,
// each page at each width goes to test-results/screenshots/.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookedCustomer } from '../support/booked-customer.ts';
import { leaveThenClose, openInboxPage, OWNER, signInWithCode } from '../support/owner-sign-in.ts';
import { screenshot } from '../support/screenshot.ts';
import { validLead } from '../support/valid-lead.ts';
import { expect, test } from './fixtures.ts';

test.use({ hydrates: false, allowConsoleErrors: /status of 401 \(Unauthorized\)/ });

/** Every page of the inbox, by its menu's name and its heading. */
const PAGES: [string, RegExp][] = [
  ['Today', /^(Today|Tomorrow|Next service day): /],
  ['Messages', /^Messages$/],
  ['Bookings', /^Bookings$/],
  ['Customers', /^Customers$/],
  ['Leads', /^Leads$/],
  ['Accounts', /^Accounts$/],
  ['Payments', /^Payments$/],
  ['Calls', /^Calls$/],
  ['Deliveries', /^Failed deliveries$/],
  ['Crew', /^Crew$/],
  ['Passkeys', /^Passkeys$/],
  ['Settings', /^Settings$/],
  ['Home', /^Home$/],
];

/** Nothing on the page is wider than the screen: the page never scrolls sideways. */
async function fitsTheScreen(page: Page, name: string) {
  const { scroll, screen } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, screen: innerWidth }));
  expect(scroll, `${name} is ${scroll} px wide on a ${screen} px screen`).toBeLessThanOrEqual(screen);
}

for (const width of [390, 768, 1280]) {
  test(`every page of the inbox at ${width} px: from the menu, axe-clean, nothing wider than the screen`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const customer = await bookedCustomer(undefined, { OWNER_EMAILS: OWNER });
    const base = (await customer.app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
    // A customer's long text: its thread's preview must fit a phone's width.
    customer.app.stores.threads.received(
      '+14045550199',
      `My cans are by the side gate behind the blue recycling bin, ${'please '.repeat(12)}thanks!`,
      'SM-long',
    );
    try {
      await page.goto(`${base}/owner`);
      await signInWithCode(page, customer);
      await expect(page.getByRole('heading', { level: 2, name: 'Home' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Members', exact: true })).toContainText('Running memberships now.');
      // What needs the owner comes first, each a link to its list: here the customer's text.
      const needs = page.getByRole('region', { name: 'Needs you' });
      await expect(needs.getByRole('link')).toHaveText([
        '1 text waits for an answerCustomers who wrote and were not answered yet, oldest waiting longest.',
      ]);
      // The keyboard's first stop is past the menu to the page.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to the page' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await needs.getByRole('link').click();
      await expect(page.getByRole('button', { name: 'Needs an answer (1)' })).toHaveAttribute('aria-pressed', 'true');
      await openInboxPage(page, 'Home');
      for (const [name, heading] of PAGES) {
        await openInboxPage(page, name);
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        await fitsTheScreen(page, name);
        await expectNoAxeViolations(page);
        await screenshot(page, `workspace-${name.toLowerCase()}`);
      }
    } finally {
      await leaveThenClose(page, customer);
    }
  });
}

test('@phone the owner finds a customer from any page with /, reads their record and books them again', async ({ page }) => {
  test.setTimeout(60_000);
  const customer = await bookedCustomer(undefined, { OWNER_EMAILS: OWNER });
  const base = (await customer.app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
  try {
    await page.goto(`${base}/owner`);
    await signInWithCode(page, customer);
    await openInboxPage(page, 'Today');
    await page.keyboard.press('/');
    const search = page.getByRole('dialog');
    await search.getByRole('combobox').fill('(404) 555-01');
    await expect(search.getByRole('option', { name: /Jordan Peachtree/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'workspace-search');
    await page.keyboard.press('Enter');
    const record = page.getByRole('article', { name: 'Jordan Peachtree' });
    await expect(record.getByRole('link', { name: 'Call (404) 555-0199' })).toBeVisible();
    await expect(record.getByRole('region', { name: 'Bookings' })).toContainText('One-Time Clean');
    await fitsTheScreen(page, 'a customer’s record');
    await expectNoAxeViolations(page);
    await screenshot(page, 'workspace-customer');
    // Booked again from the record, as for a customer who phoned.
    await record.getByText('Book Jordan').click();
    await record.getByRole('combobox', { name: 'Plan' }).selectOption({ label: 'Membership' });
    const date = record.getByRole('combobox', { name: 'Date' });
    await date.selectOption({ index: 5 });
    await record.getByRole('button', { name: 'Book it' }).click();
    await expect(record.getByRole('status').filter({ hasText: /^Booked / })).toContainText('They get the confirmation.');
    await expect(record.getByRole('region', { name: 'Bookings' })).toContainText('Pristine Membership');
  } finally {
    await leaveThenClose(page, customer);
  }
});

test('at the desk: j and k move through a list, Enter opens, Esc closes, ? lists the keys', async ({ page }) => {
  const customer = await bookedCustomer(undefined, { OWNER_EMAILS: OWNER });
  const base = (await customer.app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
  const morgan = {
    ...validLead,
    full_name: 'Morgan Decatur',
    mobile: '(404) 555-0177',
    email: 'morgan@example.com',
    street: '9 Ponce Ave',
  };
  expect((await customer.app.inject({ method: 'POST', url: '/api/contact', payload: morgan })).statusCode).toBe(201);
  try {
    await page.goto(`${base}/owner`);
    await signInWithCode(page, customer);
    await openInboxPage(page, 'Customers');
    const list = page.getByRole('list', { name: 'Customers' });
    await expect(list.getByRole('link')).toHaveCount(2);
    await page.keyboard.press('j');
    await expect(list.getByRole('link', { name: /Morgan Decatur/ })).toBeFocused();
    await page.keyboard.press('j');
    await expect(list.getByRole('link', { name: /Jordan Peachtree/ })).toBeFocused();
    await page.keyboard.press('k');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('article', { name: 'Morgan Decatur' })).toBeVisible();
    await expect(list.getByRole('link', { name: /Morgan Decatur/ })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.keyboard.press('?');
    const keys = page.getByRole('dialog', { name: 'Keys' });
    await expect(keys).toContainText('Close what is open, back to the list');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(keys).toHaveCount(0);
  } finally {
    await leaveThenClose(page, customer);
  }
});
