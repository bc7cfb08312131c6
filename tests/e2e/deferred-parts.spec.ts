// The sections below the fold hydrate when they come near the viewport, when the browser is idle,
// or when the visitor reaches for one, whichever is first. Here the first two never happen (the
// browser's IntersectionObserver and idle callbacks are silenced before the page runs), as on a
// busy phone where the visitor is quicker than the observer: the visitor's own click or key must
// then hydrate the part and reach it, the first time.
import type { Page } from '@playwright/test';
import { silenceObservers } from '../support/silenced-observers.ts';
import { expect, test } from './fixtures.ts';

async function withoutObserverOrIdle(page: Page) {
  await silenceObservers(page);
  await page.goto('/');
}

const gallery = (page: Page) => page.locator('#gallery');
const hydratedGallery = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector('#gallery button')!).some((key) => key.startsWith('__react')));

test('@phone a photo clicked before its section has hydrated opens in the lightbox at the first click', async ({ page }) => {
  await withoutObserverOrIdle(page);
  const photo = gallery(page).getByRole('button', { name: /Before & After/ });
  await photo.scrollIntoViewIfNeeded();
  expect(await hydratedGallery(page)).toBe(false);

  await photo.click();
  await expect(page.getByRole('dialog', { name: 'Before & After' })).toBeVisible();
});

test('a photo chosen from the keyboard before its section has hydrated opens at the first Enter', async ({ page }) => {
  await withoutObserverOrIdle(page);
  const photo = gallery(page).getByRole('button', { name: /Hot Pressure Rinse/ });
  expect(await hydratedGallery(page)).toBe(false);

  await photo.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Hot Pressure Rinse' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('2 of 6');
});

test('opened at a section (a link to /#contact), the app starts once that screen is painted, not after the 3-second fallback', async ({
  page,
}) => {
  // Timers of 3 s or more never fire here: only the loader's own start can bring the app.
  await page.addInitScript(() => {
    const later = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
      (ms ?? 0) >= 3000 ? 0 : later(handler, ms, ...args)) as typeof window.setTimeout;
  });
  await page.goto('/#contact');
  await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeInViewport();
});
