// Every control a visitor taps on the home page and the booking page is at least 24 px tall and
// wide (WCAG 2.2's minimum target size), or an inline link in a sentence (which the rule exempts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The visible links, buttons and fields under 24 px either way, but for links inside running text. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, summary, [role=button]')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (!box.width || !box.height || getComputedStyle(el).visibility === 'hidden') return false;
        if (el.closest('.sr-only') || el.matches('.sr-only')) return false;
        // A link in a sentence: its paragraph holds more text than the link.
        const line = el.tagName === 'A' ? el.closest('p, li') : null;
        if (line && (line.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1) return false;
        // A checkbox or radio with its label: the label is the target.
        if (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type) && el.closest('label')) return false;
        return box.height < 24 || box.width < 24;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)}" ${Math.round(el.getBoundingClientRect().width)}×${Math.round(el.getBoundingClientRect().height)}`,
      ),
  );

test('@phone no control on the home page is under 24 px', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await smallTargets(page)).toEqual([]);
});

test.describe('the booking page', () => {
  // Its own small script, not the app: nothing hydrates.
  test.use({ hydrates: false });

  test("@phone no control on the booking page is under 24 px, its answers' 'Change' links included", async ({ page }) => {
    await page.goto('/book');
    await page.getByLabel('Zip code').fill('30309');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'Tuesday' }).click();
    // On a phone the answers fold under one line: opened, as a person would to change one.
    const folded = page.locator('details:has(a[data-flow]) > summary').first();
    if (await folded.isVisible()) await folded.click();
    await expect(page.getByRole('link', { name: /^Change/ }).first()).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });
});
