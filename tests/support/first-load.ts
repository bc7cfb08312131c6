// What a visitor on a phone downloads before touching anything: every response of the first
// load of '/', by kind, with its bytes as sent over the wire (compressed), from the browser's
// own network record. Shared by the budget test and `npm run bench`.
import type { Browser } from 'playwright-core';

export interface FirstLoad {
  requests: number;
  bytes: { html: number; css: number; js: number; image: number; font: number; other: number; total: number };
  /** The inline <style> of the page, compressed alone: the CSS share of the HTML bytes. */
  inlineCssBytes: number;
  urls: { url: string; type: string; bytes: number }[];
}

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const kind = (resourceType: string) =>
  ({ document: 'html', stylesheet: 'css', script: 'js', image: 'image', font: 'font' })[resourceType] as
    keyof FirstLoad['bytes'] | undefined;

/** `hero: false` for a page without the home page's hero (the booking page): nothing to wait for after load. */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  { hero = true, headers = {} }: { hero?: boolean; headers?: Record<string, string> } = {},
): Promise<FirstLoad> {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: { 'Accept-Encoding': 'br, gzip', ...headers } });
  const page = await context.newPage();
  const finished: Promise<{ url: string; type: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    finished.push(
      request
        .sizes()
        .then((sizes) => ({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize + sizes.responseHeadersSize })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // What comes after load counts too: the hero's worker has done its work (or given up).
  if (hero) {
    await page.locator('[data-testid=hero-image]:not([data-background=pending])').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
  }
  const css = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join(''));
  const { brotliCompressSync } = await import('node:zlib');
  await context.close();

  const urls = await Promise.all(finished);
  const bytes = { html: 0, css: 0, js: 0, image: 0, font: 0, other: 0, total: 0 };
  for (const entry of urls) {
    bytes[kind(entry.type) ?? 'other'] += entry.bytes;
    bytes.total += entry.bytes;
  }
  return { requests: urls.length, bytes, inlineCssBytes: brotliCompressSync(css).length, urls };
}
