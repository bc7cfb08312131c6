// The hero comes with its near-white background cleared by the build (the same function the
// browser would run): what is painted first is what stays. An image that comes uncleared (a new
// picture not yet rendered, the JPEG fallback) is cleared in the browser; when that fails, the
// original stays.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
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

/** Serves the hero as it was before the build cleared it: each of its files flattened on white. */
async function serveUncleared(page: Page) {
  const dir = join(import.meta.dirname, '..', '..', 'dist', 'client', 'img');
  const flattened = new Map<string, Buffer>();
  for (const file of readdirSync(dir).filter((f) => /^hero-\d+\.\w+\.(avif|webp)$/.test(f)))
    flattened.set(file, await sharp(join(dir, file)).flatten({ background: '#ffffff' }).webp().toBuffer());
  await page.route(/\/img\/hero-\d+\.\w+\.(avif|webp)$/, (route) =>
    route.fulfill({ body: flattened.get(new URL(route.request().url()).pathname.split('/').at(-1)!)!, contentType: 'image/webp' }),
  );
}

test.describe('painted once', () => {
  test.use({ hydrates: false });

  test('the hero is painted cleared, and its pixels are the same five seconds on (the app hydrating meanwhile)', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    const hero = page.getByTestId('hero-image');
    const image = hero.locator('picture img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The talk button floats over the hero's corner and changes as the app wakes: masked.
    const shot = () => hero.screenshot({ mask: [page.getByRole('button', { name: /^Talk to / })], animations: 'disabled' });
    const first = await shot();
    expect(await image.evaluate(cornerAlpha)).toBe(0);
    const watchedFrom = Date.now();
    while (Date.now() - watchedFrom < 5_000)
      expect((await shot()).equals(first), 'the hero changed on screen after its first paint').toBe(true);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(hero).toHaveAttribute('data-background', 'prepared');
    await expect(hero.locator('img[src^="blob:"]')).toHaveCount(0);
    expect((await shot()).equals(first)).toBe(true);
  });
});

test('an image that comes uncleared is cleared in the browser', async ({ page }) => {
  await serveUncleared(page);
  await page.goto('/');
  const hero = page.getByTestId('hero-image');
  expect(await hero.locator('picture img').evaluate(cornerAlpha)).toBe(255);
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
  await serveUncleared(page);
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
