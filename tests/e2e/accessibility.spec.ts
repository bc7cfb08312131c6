import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);

test('axe finds no violations on the home page @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('hero-image')).not.toHaveAttribute('data-background', 'pending');
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.describe('the 404 page', () => {
  // The browser logs the 404 document itself as a failed resource.
  test.use({ allowConsoleErrors: /status of 404/ });
  test('axe finds no violations on the 404 page', async ({ page }) => {
    await page.goto('/missing');
    const { violations } = await axe(page).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test('axe finds no violations in the open lightbox', async ({ page }) => {
  await page.goto('/');
  await page.locator('#gallery').getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const { violations } = await axe(page).include('[role="dialog"]').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
