// The sections below the hero are skipped by the browser's first style and layout until they come
// near (content-visibility: auto, each holding a place of about its size): the first layout
// touches only what is on screen, and nothing moves on screen when a section renders. Measured
// by scrolling the whole page, a screen at a time, and by the anchors that jump past them.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Layout shifts the page made without the visitor's input, summed (what CLS counts). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[])
        if (!entry.hadRecentInput)
          w.__shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((s) =>
              s.node instanceof Element ? `${s.node.tagName}#${s.node.id}.${s.node.className}` : String(s.node),
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
/** Two frames and a task: whatever a step caused has been laid out and reported. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r)))));

const BELOW = 'main > section ~ section, #site-footer';

test.describe('as served', () => {
  test.use({ javaScriptEnabled: false, hydrates: false });

  test('the first layout is the first screen: every section below the hero is skipped until it comes near', async ({ page }) => {
    await page.goto('/');
    const skipped = await page.evaluate(
      (below) => [...document.querySelectorAll(below)].map((el) => [el.id, getComputedStyle(el).contentVisibility]),
      BELOW,
    );
    expect(skipped.map(([id]) => id)).toEqual(['pricing', 'how-it-works', 'gallery', 'service-area', 'faq', 'contact', 'site-footer']);
    for (const [id, value] of skipped) expect(value, id).toBe('auto');
  });
});

test('the app lays the rest out one section per idle moment, and nothing on screen moves, then or while scrolling the whole page (CLS 0)', async ({
  page,
}) => {
  await watchShifts(page);
  await page.goto('/');
  await expect
    .poll(
      () => page.evaluate((below) => [...document.querySelectorAll(below)].map((el) => getComputedStyle(el).contentVisibility), BELOW),
      {
        message: 'every section laid out once the page is quiet',
      },
    )
    .toEqual(Array(7).fill('visible'));
  const height = page.viewportSize()!.height;
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += height) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await settle(page);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await settle(page);
  expect(await shifts(page)).toEqual([]);
});

test('the anchors land on their section, past sections not yet rendered', async ({ page }) => {
  await watchShifts(page);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeInViewport();
  await settle(page);
  const top = await page.getByRole('region', { name: 'Get In Touch' }).evaluate((el) => el.getBoundingClientRect().top);
  expect(Math.abs(top)).toBeLessThan(120);
  await page.goto('/#faq');
  await expect(page.getByRole('heading', { name: 'Questions, answered' })).toBeInViewport();
  expect((await shifts(page)).filter((s) => s.value > 0.0001)).toEqual([]);
});
