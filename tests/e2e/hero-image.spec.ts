import { expect, test } from './fixtures.ts';

/** Alpha of the top-left pixel of the image the hero shows, read back through a canvas. */
const cornerAlpha = (img: HTMLImageElement) => {
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(img, 0, 0);
  return ctx.getImageData(2, 2, 1, 1).data[3];
};

test('the hero shows the image with its near-white background removed', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByTestId('hero-image');
  await expect(hero).toHaveAttribute('data-background', 'processed');
  const processed = hero.locator('img[src^="blob:"]');
  await expect(processed).toBeVisible();
  await expect(processed).toHaveAttribute('alt', /freshly cleaned trash cans/);
  expect(await processed.evaluate(cornerAlpha)).toBe(0);
  // The original is hidden from view and from assistive tech once replaced.
  await expect(hero.locator('picture img')).toHaveCSS('opacity', '0');
  await expect(page.getByRole('img', { name: /freshly cleaned trash cans/ })).toHaveCount(1);
});

test('when the removal fails the original image stays', async ({ page }) => {
  // Make the worker fail to load: the page must fall back to the untouched image.
  await page.route(/remove-background\.worker/, (route) => route.abort());
  await page.goto('/');
  const hero = page.getByTestId('hero-image');
  await expect(hero).toHaveAttribute('data-background', 'original');
  const original = hero.locator('picture img');
  await expect(original).toBeVisible();
  await expect(original).toHaveCSS('opacity', '1');
  expect(await original.evaluate(cornerAlpha)).toBe(255);
  await expect(hero.locator('img[src^="blob:"]')).toHaveCount(0);
});
