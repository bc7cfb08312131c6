import { axe, expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from './fixtures.ts';

test('axe finds no violations on the home page @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('hero-image')).not.toHaveAttribute('data-background', 'pending');
  await expectNoAxeViolations(page);
});

test.describe('the 404 page', () => {
  // The browser logs the 404 document itself as a failed resource.
  test.use({ allowConsoleErrors: /status of 404/ });
  test('axe finds no violations on the 404 page', async ({ page }) => {
    await page.goto('/missing');
    await expectNoAxeViolations(page);
  });
});

test('axe finds no violations in the open lightbox', async ({ page }) => {
  await page.goto('/');
  await page.locator('#gallery').getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const { violations } = await axe(page).include('[role="dialog"]').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
