// Timings measured in the browser against the real server, on a phone-sized page with the CPU
// slowed 4x through the DevTools protocol (a cheap phone): the voice SDK on intent, and the
// hero background removal with the longest main-thread task of the whole load.
import type { Browser, Page } from 'playwright-core';
import { PHONE } from '../../tests/support/first-load.ts';

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: { 'Accept-Encoding': 'br, gzip' } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

export interface VoiceTimings {
  sdkBytesOnIntent: number;
  clickToCallWebMs: number;
}

export async function measureVoice(browser: Browser, url: string): Promise<VoiceTimings> {
  const page = await phonePage(browser);
  await page.goto(url, { waitUntil: 'networkidle' });
  let intent = false;
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (r) => {
    if (intent && r.resourceType() === 'script') sizes.push(r.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  const talk = page.getByRole('button', { name: /^Talk to / });
  intent = true;
  await talk.hover();
  await page.waitForLoadState('networkidle');
  const callWeb = page.waitForRequest((r) => r.url().endsWith('/call/web') && r.method() === 'POST', { timeout: 30_000 });
  const clicked = Date.now();
  await talk.click();
  await callWeb;
  const clickToCallWebMs = Date.now() - clicked;
  await page.context().close();
  return { sdkBytesOnIntent: (await Promise.all(sizes)).reduce((a, b) => a + b, 0), clickToCallWebMs };
}

/**
 * The very first click on the call button, on a fresh page (nothing of the voice code loaded): the
 * time from the click event to the first frame that shows the call panel.
 */
export async function measurePanelOnFirstClick(browser: Browser, url: string): Promise<number> {
  const page = await phonePage(browser);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const w = window as unknown as { __panelShownMs: Promise<number> };
    w.__panelShownMs = new Promise((resolve) => {
      let clickedAt: number | undefined;
      document.addEventListener('click', (event) => (clickedAt ??= event.timeStamp), { capture: true });
      const observer = new MutationObserver(() => {
        if (clickedAt === undefined || !document.querySelector('[role="dialog"]:not([hidden])')) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - clickedAt!));
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
  });
  await page.getByRole('button', { name: /^Talk to / }).click();
  const ms = await page.evaluate(() => (window as unknown as { __panelShownMs: Promise<number> }).__panelShownMs);
  await page.context().close();
  return Math.round(ms);
}

export interface HeroTimings {
  processedAtMs: number;
  longestTaskMs: number;
  longestTaskDuringRemovalMs: number;
  /** From the moment the loader starts the app (it requests the rest of the stylesheet then). */
  longestTaskFromAppStartMs: number;
}

export async function measureHero(browser: Browser, url: string): Promise<HeroTimings> {
  const page = await phonePage(browser);
  await page.addInitScript(() => {
    const w = window as unknown as { __tasks: { start: number; duration: number }[]; __processedAt?: number };
    w.__tasks = [];
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => w.__tasks.push({ start: e.startTime, duration: e.duration })),
    ).observe({ type: 'longtask', buffered: true });
    new MutationObserver(() => {
      const state = document.querySelector('[data-testid="hero-image"]')?.getAttribute('data-background');
      if (state === 'prepared' || state === 'processed' || state === 'original') w.__processedAt ??= performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-background'], childList: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => (window as unknown as { __processedAt?: number }).__processedAt !== undefined, undefined, {
    timeout: 30_000,
  });
  await page.waitForTimeout(500);
  const data = await page.evaluate(() => {
    const w = window as unknown as { __tasks: { start: number; duration: number }[]; __processedAt: number };
    const hydrated = performance.getEntriesByName('app-hydrated')[0]?.startTime ?? 0;
    const appStart = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.css'))?.startTime ?? 0;
    return { tasks: w.__tasks, processedAt: w.__processedAt, hydratedAt: hydrated, appStart };
  });
  await page.context().close();
  // The removal starts once the page has hydrated: tasks from then until the image is swapped.
  const during = data.tasks.filter((t) => t.start >= data.hydratedAt && t.start <= data.processedAt);
  return {
    processedAtMs: Math.round(data.processedAt),
    longestTaskMs: Math.round(Math.max(0, ...data.tasks.map((t) => t.duration))),
    longestTaskDuringRemovalMs: Math.round(Math.max(0, ...during.map((t) => t.duration))),
    longestTaskFromAppStartMs: Math.round(Math.max(0, ...data.tasks.filter((t) => t.start >= data.appStart).map((t) => t.duration))),
  };
}
