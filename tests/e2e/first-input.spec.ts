// The first thing a visitor does may come before the app's code has arrived (a slow phone, a
// slow network): that input is held and handed to the part once its code runs. The app's entry
// is held back here until the test releases it, so the input surely comes first.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillContactForm } from '../support/contact-form.ts';
import { silenceObservers } from '../support/silenced-observers.ts';
import { webhookDeliveries } from '../support/e2e-stack-state.ts';
import { validLead } from '../support/valid-lead.ts';

test.use({ hydrates: false });

/**
 * Holds the app's entry script until release() is called (or fails it, with fail: the app never
 * comes); counts the browser's own validation bubbles.
 */
async function withAppHeld(page: Page, path: string, { fail = false } = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const html = await (await page.request.get('/')).text();
  const entry = /\/assets\/index-[\w-]+\.js/.exec(html)![0];
  await page.route(`**${entry}`, async (route) => {
    await released;
    await (fail ? route.abort('failed') : route.continue());
  });
  await page.addInitScript(() => {
    (window as unknown as { bubbles: number }).bubbles = 0;
    addEventListener('invalid', () => (window as unknown as { bubbles: number }).bubbles++, true);
  });
  await page.goto(path);
  const bubbles = () => page.evaluate(() => (window as unknown as { bubbles: number }).bubbles);
  const hydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return { release, bubbles, hydrated };
}

test('an empty form sent before its code loads shows the form’s own messages, no browser bubble', async ({ page }) => {
  let posted = 0;
  page.on('request', (r) => r.url().endsWith('/api/contact') && posted++);
  const app = await withAppHeld(page, '/#contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect(await app.bubbles()).toBe(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  app.release();
  await app.hydrated();
  await expect(page.getByText("Please select if you're new or returning")).toBeVisible();
  await expect(page.getByText('You must agree to receive texts to proceed')).toBeVisible();
  expect(await app.bubbles()).toBe(0);
  expect(page.url()).toMatch(/\/#contact$/);
  expect(posted).toBe(0);
});

test('@phone a valid form sent before its code loads is sent once, by the app', async ({ page }, testInfo) => {
  const name = `Early Sender ${testInfo.project.name} ${Date.now()}`;
  let posted = 0;
  page.on('request', (r) => r.url().endsWith('/api/contact') && r.method() === 'POST' && posted++);
  const app = await withAppHeld(page, '/#contact');
  await fillContactForm(page, { ...validLead, full_name: name });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  expect(posted).toBe(0);

  app.release();
  await expect(page.getByRole('region', { name: /Notification/ }).getByRole('listitem')).toContainText('Message sent!');
  expect(page.url()).toMatch(/\/#contact$/);
  await expect.poll(async () => (await webhookDeliveries()).filter((d) => d.body.includes(name)).length).toBe(1);
  // The held send has been handed over (nothing is held any more) and the form is back to its defaults.
  await expect(page.locator('[data-held]')).toHaveCount(0);
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('');
  expect(posted).toBe(1);
});

test.describe('when the app never comes', () => {
  test.use({ allowConsoleErrors: /Failed to load resource|net::ERR|Failed to fetch dynamically imported module/ });

  test('a form held for it is posted by the browser, as without JavaScript', async ({ page }, testInfo) => {
    const name = `Held Then Plain ${testInfo.project.name} ${Date.now()}`;
    const app = await withAppHeld(page, '/#contact', { fail: true });
    await fillContactForm(page, { ...validLead, full_name: name });
    await page.getByRole('button', { name: 'Send Message' }).click();
    app.release();
    await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeVisible();
    await expect.poll(async () => (await webhookDeliveries()).filter((d) => d.body.includes(name)).length).toBe(1);
  });
});

test('a photo tapped before the app loads opens in the lightbox once the app runs', async ({ page }) => {
  const app = await withAppHeld(page, '/#gallery');
  await page
    .locator('#gallery')
    .getByRole('button', { name: /Before & After/ })
    .click();
  app.release();
  await expect(page.getByRole('dialog', { name: 'Before & After' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a photo tapped before the app loads opens even when its section is not yet in view by the observer', async ({ page }) => {
  await silenceObservers(page);
  const app = await withAppHeld(page, '/#gallery');
  await page
    .locator('#gallery')
    .getByRole('button', { name: /Hot Pressure Rinse/ })
    .click();
  app.release();
  await expect(page.getByRole('dialog', { name: 'Hot Pressure Rinse' })).toBeVisible();
});

test('a key press on a part before the app loads is the one the part answers', async ({ page }) => {
  const app = await withAppHeld(page, '/#service-area');
  await page.getByLabel('Your zip code').fill('30331');
  await page.getByLabel('Your zip code').press('Enter');
  expect(page.url()).not.toContain('zip=');
  app.release();
  await expect(page.getByText('Good news: we serve 30331!')).toBeVisible();
  expect(page.url()).not.toContain('zip=');
});
