import { expect, test } from './fixtures.ts';

test('the lightbox opens, walks both ways with wraparound, traps focus and closes @phone', async ({ page }) => {
  await page.goto('/');
  const thumbnails = page.locator('#gallery').getByRole('button');
  await expect(thumbnails).toHaveCount(6);
  await thumbnails.first().click();

  const dialog = page.getByRole('dialog', { name: 'Before & After' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1 of 6');
  await expect(dialog.getByRole('img', { name: /grimy trash can/ })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Hot Pressure Rinse' })).toContainText('2 of 6');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: 'Commercial Dumpster Pads' })).toContainText('6 of 6');
  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(page.getByRole('dialog')).toContainText('1 of 6');
  await page.getByRole('button', { name: 'Previous image' }).click();
  await expect(page.getByRole('dialog')).toContainText('6 of 6');

  // Focus stays inside the dialog however far the visitor tabs.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // Focus returns to the image that was on show.
  await expect(thumbnails.nth(5)).toBeFocused();
});

test('the close button closes the lightbox and focus returns to the image', async ({ page }) => {
  await page.goto('/');
  const third = page.locator('#gallery').getByRole('button').nth(2);
  await third.click();
  await expect(page.getByRole('dialog')).toContainText('3 of 6');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(third).toBeFocused();
});

test('icon-only lightbox buttons have a tooltip', async ({ page }) => {
  await page.goto('/');
  await page.locator('#gallery').getByRole('button').first().click();
  await page.getByRole('button', { name: 'Next image' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Next image' })).toBeVisible();
});

test('the lightbox code is not part of the first load', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((u) => u.includes('lightbox'))).toBe(false);
  await page.locator('#gallery').getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(scripts.some((u) => u.includes('lightbox'))).toBe(true);
});
