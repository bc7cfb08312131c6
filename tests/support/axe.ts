import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe with the WCAG 2.2 AA rules and best practices; a failure lists each rule and where. Run in
 * the page itself (legacy mode): the default opens a blank page per scan to merge results across
 * cross-origin frames, about a second each, and these pages have no such frames.
 */
export const axe = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);

export async function expectNoAxeViolations(page: Page, include?: string) {
  // Sections the browser has not rendered yet (content-visibility: auto, far below) have no
  // layout for axe to read colours and sizes from: rendered first, as a visitor scrolling would.
  await page.evaluate(() =>
    document
      .querySelectorAll<HTMLElement>('main > section ~ section, #site-footer')
      .forEach((el) => (el.style.contentVisibility = 'visible')),
  );
  // From the top of the page: a link scrolled under the sticky header reads to axe as a target
  // the header's own button overlaps, which no one scrolling meets.
  await page.evaluate(() => scrollTo(0, 0));
  const builder = axe(page);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
