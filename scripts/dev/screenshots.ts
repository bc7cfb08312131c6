// Full-page screenshots at phone and desktop widths, scrolled through so lazy images load.
// Usage: tsx scripts/dev/screenshots.ts [url] [outDir]
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.ts';

const url = process.argv[2] ?? 'http://127.0.0.1:3000/';
const out = process.argv[3] ?? 'test-results/screenshots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `${out}/top-${width}.png` });
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: `${out}/full-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
