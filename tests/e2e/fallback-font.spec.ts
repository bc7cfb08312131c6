// The brand font may be slow or never come: the header must still fit a 390 px phone (the
// fallback face is scaled to the brand font's metrics), and a late font must not move anything.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function header(page: Page) {
  return page.evaluate(() => {
    const el = document.querySelector('header')!;
    const call = [...el.querySelectorAll('a,button')].find((e) => e.textContent?.includes('Call'))!;
    return {
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      callRight: call.getBoundingClientRect().right,
      brand: document.fonts.check('16px "Plus Jakarta Sans"'),
    };
  });
}

test.describe('the font blocked', () => {
  test.use({ allowConsoleErrors: /Failed to load resource|net::ERR/ });

  test('@phone nothing in the header is cut off at 390 px', async ({ page }) => {
    await page.route('**/*.woff2', (route) => route.abort());
    await page.goto('/');
    const width = page.viewportSize()!.width;
    const measured = await header(page);
    expect(measured.brand).toBe(false);
    expect(measured.scrollWidth).toBeLessThanOrEqual(measured.clientWidth);
    expect(measured.callRight).toBeLessThanOrEqual(width);
    await expect(page.getByRole('banner').getByRole('link', { name: /Call/ })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `test-results/screenshots/header-font-blocked-${width}.png`, clip: { x: 0, y: 0, width, height: 80 } });
  });
});

test('@phone a font that arrives late moves nothing: no layout shift', async ({ page }) => {
  await page.route('**/*.woff2', async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await page.waitForTimeout(2_500);
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
});
