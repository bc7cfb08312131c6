// The contact form before or without the page's app: a real HTML form the browser sends by
// itself, answered with pages. Nothing the visitor typed travels in an address.
import type { Page } from '@playwright/test';
import { fillContactForm } from '../support/contact-form.ts';
import { webhookDeliveries } from '../support/e2e-stack-state.ts';
import { expect, test } from './fixtures.ts';
import { validLead } from '../support/valid-lead.ts';

// The page scrolls smoothly for visitors who allow motion; a click that lands while the page is
// still gliding to a field can miss it (a checkbox click once did, in a full run). These tests are
// about the form, not the scrolling: they run as a visitor who prefers reduced motion.
test.use({ reducedMotion: 'reduce' });

const NINE_FIELDS = ['customer_status', 'full_name', 'mobile', 'email', 'street', 'zip', 'service_type', 'sms_opt_in', 'notes'];

/** Every address the page went to, to prove no visitor data was in one. */
function visitedUrls(page: Page) {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && urls.push(frame.url()));
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function sendsAndConfirms(page: Page, name: string) {
  const urls = visitedUrls(page);
  await page.goto('/#contact');
  await fillContactForm(page, { ...validLead, full_name: name });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/message-sent$/);
  await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeVisible();
  await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to CanFresh ATL' })).toHaveAttribute('href', '/');

  await expect.poll(async () => (await webhookDeliveries()).filter((d) => d.body.includes(name)).length).toBe(1);
  const delivered = JSON.parse((await webhookDeliveries()).find((d) => d.body.includes(name))!.body);
  expect(Object.keys(delivered)).toEqual(NINE_FIELDS);
  expect(delivered).toEqual({ ...validLead, full_name: name });
  for (const url of urls) {
    expect(url).not.toContain(encodeURIComponent(validLead.email));
    expect(url).not.toContain('full_name');
  }
}

test.describe('with JavaScript off', () => {
  // The server answers an invalid form with a 400 page, which the browser logs as a failed load.
  test.use({ javaScriptEnabled: false, hydrates: false, allowConsoleErrors: /the server responded with a status of 400/ });

  test('the first HTML is a real form with its defaults and the browser checks', async ({ page }) => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/contact');
    await expect(page.getByLabel('Zip code', { exact: true })).toHaveValue('30331');
    await expect(page.getByLabel('Full name', { exact: true })).toHaveAttribute('minlength', '2');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
    await expect(page.getByRole('checkbox', { name: /I agree/ })).toHaveAttribute('required', '');
    // The browser's own check stops an empty form: nothing is sent.
    let posted = false;
    page.on('request', (r) => r.method() === 'POST' && (posted = true));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    expect(posted).toBe(false);
  });

  test('a visitor sends the form: the confirmation page, and the lead at the webhook with the nine fields', async ({ page }, testInfo) => {
    await sendsAndConfirms(page, `No Script ${testInfo.project.name} ${Date.now()}`);
  });

  test('an invalid send shows the messages under the fields and keeps every value', async ({ page }) => {
    await page.goto('/#contact');
    await fillContactForm(page, { ...validLead, full_name: 'J', mobile: '404' });
    // Past the browser's own checks (as an older browser would be), to the server's.
    await page.getByRole('form', { name: 'Send us a message' }).evaluate((form) => form.setAttribute('novalidate', ''));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Please check your message' })).toBeVisible();
    await expect(page.getByLabel('Full name', { exact: true })).toHaveAccessibleDescription('Name must be at least 2 characters');
    await expect(page.getByLabel(/^Mobile/)).toHaveAccessibleDescription('Please enter a valid mobile number');
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('J');
    await expect(page.getByLabel(/^Mobile/)).toHaveValue('404');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(validLead.email);
    await expect(page.getByLabel('Street address', { exact: true })).toHaveValue(validLead.street);
    await expect(page.getByLabel('Zip code', { exact: true })).toHaveValue(validLead.zip);
    await expect(page.getByLabel(/^Notes/)).toHaveValue(validLead.notes);
    await expect(page.getByRole('radio', { name: 'New' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Membership' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked();

    // Fixed and sent again from that page, it goes through.
    await page.getByLabel('Full name', { exact: true }).fill('Jo Peachtree');
    await page.getByLabel(/^Mobile/).fill(validLead.mobile);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeVisible();
  });
});

test.describe("when the app's scripts fail to load", () => {
  test.use({ hydrates: false, allowConsoleErrors: /Failed to load resource|net::ERR|Failed to fetch dynamically imported module/ });

  test('the form still sends, and the lead arrives', async ({ page }, testInfo) => {
    await page.route('**/assets/*.js', (route) => route.abort('failed'));
    await sendsAndConfirms(page, `Blocked Script ${testInfo.project.name} ${Date.now()}`);
  });
});

test.describe('values typed before the app arrives', () => {
  test.use({ hydrates: false });

  test('survive the app taking over the form, which then sends them', async ({ page }, testInfo) => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    // The app's main script waits until the visitor has typed.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    const name = `Early Typist ${testInfo.project.name} ${Date.now()}`;
    await page.goto('/#contact');
    await fillContactForm(page, { ...validLead, full_name: name });
    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // The app has taken the form over: its own validation replaces the browser's.
    await expect(page.getByRole('form', { name: 'Send us a message' })).toHaveAttribute('novalidate', '');
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue(name);
    await expect(page.getByLabel(/^Notes/)).toHaveValue(validLead.notes);
    await expect(page.getByRole('radio', { name: 'Membership' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('region', { name: /Notification/ }).getByRole('listitem')).toContainText('Message sent!');
    await expect(page).toHaveURL(/\/#contact$/);
    await expect.poll(async () => (await webhookDeliveries()).filter((d) => JSON.parse(d.body).full_name === name).length).toBe(1);
  });
});
