// Screenshots of a page's states for a person to look at (`npm run screenshots`, which sets
// SCREENSHOTS=1): test-results/screenshots/<name>-<width>.png. In `npm test` they are skipped:
// they assert nothing, and each full page costs a second of a busy machine.
import type { Page } from '@playwright/test';

export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true, clip }: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {},
) {
  if (!process.env.SCREENSHOTS) return;
  const width = page.viewportSize()!.width;
  await page.screenshot({
    path: `test-results/screenshots/${name}-${width}.png`,
    fullPage: clip ? false : fullPage,
    ...(clip ? { clip } : {}),
  });
}
