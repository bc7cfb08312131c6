import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillContactForm } from '../support/contact-form.ts';
import { webhookDeliveries } from '../support/e2e-stack-state.ts';
import { validLead } from '../support/valid-lead.ts';
import { bookAnswers } from '../support/book-answers.ts';

/** The visible toast (Radix also renders a hidden copy for screen readers to announce). */
const toast = (page: Page) => page.getByRole('region', { name: /Notification/ }).getByRole('listitem');

test('a visitor sends the form; the webhook receives exactly the nine-field body @phone', async ({ page }, testInfo) => {
  const name = `Visitor ${testInfo.project.name} ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Contact Us' }).click();
  await fillContactForm(page, { ...validLead, full_name: name });
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(toast(page)).toContainText('Message sent!');
  await expect(toast(page)).toContainText("We'll get back to you as soon as possible.");
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Zip code', { exact: true })).toHaveValue('30331');

  await expect.poll(async () => (await webhookDeliveries()).filter((d) => d.body.includes(name)).length).toBe(1);
  const delivery = (await webhookDeliveries()).find((d) => d.body.includes(name))!;
  expect(delivery.body).toBe(JSON.stringify({ ...validLead, full_name: name }));
  expect(delivery.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(delivery.headers['webhook-signature']).toMatch(/^v1,/);

  // The visitor's own link to pick a date now (it is texted to them too): their answers are in.
  await expect(page.getByText('Message sent! Want to pick your date now?')).toBeVisible();
  await page.getByRole('link', { name: 'Book online' }).last().click();
  await expect(page.getByRole('heading', { name: 'Which day is your trash picked up?' })).toBeVisible();
  await expect(bookAnswers(page)).toContainText(validLead.zip);
});

test('each pricing card and the hero lead to the booking page, the card with its plan @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#talk-to-ava').getByRole('link', { name: 'Book online' })).toHaveAttribute('href', '/book');
  await page.locator('article', { hasText: 'Pristine Membership' }).getByRole('link', { name: 'Book online' }).click();
  await expect(page).toHaveURL(/\/book\?plan=membership$/);
  await page.getByLabel('Zip code').fill('30309');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Continue' }).click();
  // One tap on the pickup day moves on: the plan came with the card, so the cans are next.
  await page.getByRole('radio', { name: 'Tuesday' }).click();
  await expect(page.getByRole('heading', { name: 'How many cans?' })).toBeVisible();
  await expect(bookAnswers(page)).toContainText('Pristine Membership');
});

test.describe('when the request fails', () => {
  test.use({ allowConsoleErrors: /contact request failed|Failed to load resource/ });

  test('the error toast shows and every value is kept', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await page.goto('/#contact');
    await fillContactForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Failed to send message. Please try again.');
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue(validLead.full_name);
    await expect(page.getByLabel('Street address', { exact: true })).toHaveValue(validLead.street);
    await expect(page.getByRole('radio', { name: 'Membership' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('a server error is a failure too', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, body: '{"error":"busy"}' }));
    await page.goto('/#contact');
    await fillContactForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Failed to send message. Please try again.');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(validLead.email);
  });
});

test('invalid input shows the messages in the browser and sends nothing', async ({ page }) => {
  let posted = false;
  page.on('request', (r) => r.url().endsWith('/api/contact') && (posted = true));
  await page.goto('/#contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Please select if you're new or returning")).toBeVisible();
  await expect(page.getByText('You must agree to receive texts to proceed')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'New' })).toBeFocused();
  expect(posted).toBe(false);
});

test.describe('bad input in the form', () => {
  test('very long input gets a clear message and sends nothing', async ({ page }) => {
    let posted = 0;
    page.on('request', (r) => r.url().endsWith('/api/contact') && posted++);
    await page.goto('/#contact');
    await fillContactForm(page, { ...validLead, full_name: 'A'.repeat(500), notes: 'n'.repeat(2500) });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please keep this under 100 characters')).toBeVisible();
    await expect(page.getByText('Please keep notes under 2000 characters')).toBeVisible();
    await expect(page.getByLabel('Full name', { exact: true })).toBeFocused();
    expect(posted).toBe(0);
  });

  test('pasted Unicode arrives intact; a double-click sends one request', async ({ page }, testInfo) => {
    const name = `José Núñez-O’Brien 李雷 ${testInfo.project.name} ${Date.now()}`;
    const notes = 'שער 3 🔑 — «bienvenue» ✓';
    let posted = 0;
    page.on('request', (r) => r.url().endsWith('/api/contact') && r.method() === 'POST' && posted++);
    await page.goto('/#contact');
    await fillContactForm(page, { ...validLead, full_name: name, notes });
    await page.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(toast(page)).toContainText('Message sent!');
    expect(posted).toBe(1);
    await expect.poll(async () => (await webhookDeliveries()).filter((d) => JSON.parse(d.body).full_name === name).length).toBe(1);
    const delivered = JSON.parse((await webhookDeliveries()).find((d) => JSON.parse(d.body).full_name === name)!.body);
    expect(delivered.notes).toBe(notes);
  });
});
