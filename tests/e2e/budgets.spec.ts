// The byte budgets of the first load on a 390 px phone (deterministic for a given build).
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { SUBSET_TEXT } from '../../scripts/fonts/subset-text.ts';
import { measureFirstLoad } from '../support/first-load.ts';
import { expect, test } from './fixtures.ts';

const KB = 1024;

/** The first TCP window: about ten packets. A document within it paints a round trip earlier. */
const FIRST_WINDOW = 14_000;

type Load = Awaited<ReturnType<typeof measureFirstLoad>>;
const reportOf = (load: Load) => `${JSON.stringify(load.bytes)}\n${load.urls.map((u) => `${u.bytes}\t${u.type}\t${u.url}`).join('\n')}`;

// Both languages' home pages: each loads its own catalog and nothing of the other's.
for (const [path, own, other] of [
  ['/', 'en', 'es'],
  ['/es/', 'es', 'en'],
] as const)
  test(`first load of ${path}: the document with its headers <= 14,000 bytes, JS <= 80 KB, inline CSS <= 15 KB, everything < 300 KB; no voice SDK, panel, form or lightbox code`, async ({
    baseURL,
    request,
  }) => {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      const load = await measureFirstLoad(browser, `${baseURL}${path}`);
      const report = reportOf(load);
      const scripts = load.urls.filter((u) => u.type === 'script').map((u) => u.url);
      expect(scripts.filter((url) => url.includes(`/assets/${own}-`)).length, report).toBe(1);
      expect(scripts.filter((url) => url.includes(`/assets/${other}-`))).toEqual([]);
      expect(load.bytes.html, report).toBeLessThanOrEqual(FIRST_WINDOW);
      expect(load.bytes.js, report).toBeLessThanOrEqual(80 * KB);
      expect(load.inlineCssBytes, report).toBeLessThanOrEqual(15 * KB);
      // No render-blocking stylesheet: the document inlines what it paints; the rest comes with the app.
      expect(await (await request.get(path)).text()).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(load.bytes.total, report).toBeLessThan(300 * KB);
      expect(load.urls.filter((u) => /vapi|call-panel|call-events|contact-form|lightbox|toaster/.test(u.url)).map((u) => u.url)).toEqual(
        [],
      );
      // The owner's inbox is an app of its own: none of its code reaches a visitor.
      expect(load.urls.filter((u) => /owner/.test(u.url)).map((u) => u.url)).toEqual([]);
      for (const { url } of load.urls.filter((u) => u.type === 'script'))
        expect(await (await fetch(url)).text(), url).not.toMatch(/owner\/api|simplewebauthn|startRegistration/);
    } finally {
      await browser.close();
    }
  });

// A stylesheet that arrives after the first paint restyles whatever its rules could match, and a
// second copy of the page's @font-face rules lays out all its text again: the sheet the app loads
// brings only what the document lacks.
test('the stylesheet the app loads repeats neither the fonts nor a rule the document inlines', async ({ request }) => {
  for (const path of ['/', '/message-sent', '/es/message-sent', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const href = /["'`](\/assets\/[\w.-]+\.css)["'`]/.exec(html)?.[1];
    expect(href, `${path} loads a stylesheet with the app`).toBeDefined();
    const rest = await (await request.get(href!)).text();
    expect(rest.length, href).toBeGreaterThan(0);
    expect(rest, href).not.toContain('@font-face');
    const inlineRules = [...inline.matchAll(/(?:^|[{};])([^{};@][^{};]*\{[^{}]*\})/g)].map(([, rule]) => rule!);
    expect(inlineRules.length).toBeGreaterThan(20);
    expect(
      inlineRules.filter((rule) => rest.includes(rule)),
      href,
    ).toEqual([]);
  }
});

/** The characters a page shows that the brand font's subset lacks. */
async function outsideTheSubset(page: Page) {
  const text = await page.evaluate(() => document.body.innerText + document.title);
  return [...new Set(text)].filter((c) => !/\s/.test(c) && !SUBSET_TEXT.includes(c));
}

test('every character on the page is in the font subset @phone', async ({ page }) => {
  await page.goto('/');
  expect(await outsideTheSubset(page), 'add them to scripts/fonts/subset-font.ts and run npm run fonts').toEqual([]);
});

test.describe('the booking page', () => {
  // Its script comes on the first touch: read as it first paints.
  test.use({ hydrates: false });
  test('every character of its first screen is in the font subset @phone', async ({ page }) => {
    for (const path of ['/book', '/es/reservar']) {
      await page.goto(path);
      expect(await outsideTheSubset(page), `${path}: add them to scripts/fonts/subset-font.ts and run npm run fonts`).toEqual([]);
    }
  });
});

test('static files are precompressed and cached by kind', async ({ request, baseURL }) => {
  const html = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
  expect(html.headers()['content-encoding']).toBe('br');
  expect(html.headers()['cache-control']).toBe('no-cache');
  const script = /\/assets\/index-[\w-]+\.js/.exec(await (await request.get('/')).text())![0];
  for (const encoding of ['br', 'gzip']) {
    const res = await fetch(`${baseURL}${script}`, { headers: { 'Accept-Encoding': encoding } });
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
  }
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
});

// The booking page paints its first screen from its document alone: no script, font or icon
// request before it is shown (the brand font is asked for once that paint is reported), its script on the first touch (its script comes then, a kilobyte); and the home page ships
// none of its code.
for (const path of ['/book', '/es/reservar'])
  test(`first load of ${path}: the document with its headers <= 14,000 bytes and nothing else; its script on the first focus <= 5 KB`, async ({
    baseURL,
  }) => {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      const load = await measureFirstLoad(browser, `${baseURL}${path}`, { hero: false });
      expect(load.bytes.html, reportOf(load)).toBeLessThanOrEqual(FIRST_WINDOW);
      // The brand font follows the first paint (tests/e2e/book-online.spec.ts times it), nothing else.
      expect(load.urls.map((u) => u.type).filter((type) => type !== 'font')).toEqual(['document']);
      const page = await browser.newPage();
      const scripts: Promise<number>[] = [];
      page.on('requestfinished', (r) => r.resourceType() === 'script' && scripts.push(r.sizes().then((s) => s.responseBodySize)));
      await page.goto(`${baseURL}${path}`);
      await page.locator('input[name=zip]').focus();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect((await Promise.all(scripts)).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(5 * KB);
    } finally {
      await browser.close();
    }
  });

test('the home page ships none of the booking page’s code', async ({ request }) => {
  for (const path of ['/', '/es/']) {
    const html = await (await request.get(path)).text();
    const entry = /["'`](\/assets\/index-[\w-]+\.js)["'`]/.exec(html)![1]!;
    const code = await (await request.get(entry)).text();
    expect(code, path).not.toMatch(/x-book-flow|Where are your cans|bookFlow/);
  }
});
