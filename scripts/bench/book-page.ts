// The booking page's rows of `npm run bench` (and `npm run bench:book` alone): its first load on a
// 390 px phone in each language (the document with its headers, its script), its LCP beside the
// same first screen client-rendered (Lighthouse's mobile preset, pairs in turn, idle and with a
// core kept busy), and the funnel: a scripted visitor books from /book on a phone at 4x CPU with a
// core kept busy (screens, requests, the time from the first paint to 'booked', the server's time
// per screen), and a contact form's lead is timed from its submit to its link's text.
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.ts';
import { measureFirstLoad, PHONE } from '../../tests/support/first-load.ts';
import { startStack, type Stack } from '../../tests/support/loopback-stack.ts';
import { validLead } from '../../tests/support/valid-lead.ts';
import { withBusyCore } from './busy-core.ts';
import { BOOK_PATHS } from '../../src/common/pages.ts';
import { LANGUAGES, type Language } from '../../src/common/languages.ts';
import { buildClientRendered, serveClientRendered, type Twin } from './client-rendered.ts';
import { lighthouseOnce } from './lighthouse.ts';

export interface BookFunnel {
  screens: number;
  /** Taps and clicks (a field typed into is not one): a one-time clean with its zip typed. */
  taps: number;
  requests: number;
  /** From the first paint of /book to the booking page saying 'Booked'. */
  paintToBookedMs: number;
  /** Each screen's answer: the server's own time (its Server-Timing header: request read to answer sent), in order. */
  serverMs: number[];
}

/** One Lighthouse pair: the page's LCP and its client-rendered twin's, idle or with a core busy. */
export interface LcpPair {
  busy: boolean;
  page: number;
  app: number;
}

export interface BookPageResult {
  /** The document with its headers and the script in the first load; the script fetched on the first focus. */
  firstLoad: Record<Language, { html: number; js: number; jsOnFocus: number }>;
  lcpPairs: LcpPair[];
  funnel: BookFunnel;
  /** A contact form's submit until its lead's link is at the text provider. */
  formToLinkTextMs: number;
}

/** A page's LCP beside its client-rendered twin, pairs in turn (after one uncounted run of the page). */
export async function lcpPairs(
  pageUrl: string,
  runs: number,
  busy: boolean,
  twin: Twin = 'client-rendered-book',
  /** Sent with the page's requests (not the twin's): a signed-in page's cookie. */
  headers?: Record<string, string>,
) {
  const app = await serveClientRendered(await buildClientRendered(twin));
  try {
    const pairs: BookPageResult['lcpPairs'] = [];
    const round = async () => {
      await lighthouseOnce(pageUrl, { headers });
      for (let i = 0; i < runs; i++) {
        const page = await lighthouseOnce(pageUrl, { headers });
        const twin = await lighthouseOnce(app.url);
        pairs.push({ busy, page: page.metrics.lcpMs, app: twin.metrics.lcpMs });
      }
    };
    await (busy ? withBusyCore(round) : round());
    return pairs;
  } finally {
    await app.close();
  }
}

/**
 * A visitor's answers, screen by screen, by the labels a person reads, as a person on a phone
 * taps: a screen that asks one thing moves on with the choice tapped; the rest with their button.
 */
async function bookAsVisitor(page: Page, stack: Stack): Promise<{ screens: number; taps: number }> {
  let screens = 1;
  let taps = 0;
  const tap = async (target: Locator) => {
    taps++;
    await target.click();
  };
  const next = () => tap(page.getByRole('button', { name: /Continue|Book it/ }));
  const step = async (heading: string, answer: () => Promise<void>) => {
    await page.getByRole('heading', { name: heading }).waitFor();
    await answer();
    screens++;
  };
  await step('Where are your cans?', async () => {
    await page.getByLabel('Zip code').fill('30309');
    // The page's script comes with the first focus: the screens that follow take one tap.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await next();
  });
  await step('Which day is your trash picked up?', () => tap(page.getByRole('radio', { name: 'Tuesday' })));
  await step('How many cans?', () => tap(page.getByRole('radio', { name: /^2 cans/ })));
  await step('Pick your date', () => tap(page.getByRole('radio').first()));
  await step('Your details', async () => {
    await tap(page.getByRole('radio', { name: 'New' }));
    await page.getByLabel('Full name').fill(validLead.full_name);
    await page.getByLabel('Mobile').fill(validLead.mobile);
    await page.getByLabel('Email').fill(validLead.email);
    await page.getByLabel('Street address').fill(validLead.street);
    await tap(page.getByRole('checkbox'));
    await next();
  });
  await step('Confirm your mobile', async () => {
    for (let waited = 0; !stack.twilio.texts.some((t) => /your code is/.test(t.body)); waited += 20) {
      if (waited > 10_000) throw new Error('no code was texted within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await page.getByLabel('6-digit code').fill(/\d{6}/.exec(stack.twilio.texts.at(-1)!.body)![0]);
    await next();
  });
  await page.getByRole('status').filter({ hasText: 'Booked' }).waitFor();
  return { screens, taps };
}

/** One visitor on a phone at 4x CPU, as the funnel's row counts them. */
async function funnel(browser: Browser, stack: Stack): Promise<BookFunnel> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let requests = 0;
  page.on('request', () => requests++);
  await page.goto(`${stack.server.url}/book?plan=one-time`);
  const paintedAt = await page.evaluate(
    () => performance.timeOrigin + (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
  );
  const answered: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.method() !== 'POST' && request.resourceType() !== 'fetch') return;
    answered.push(request.response().then((r) => Math.round(Number(/app;dur=([\d.]+)/.exec(r?.headers()['server-timing'] ?? '')?.[1]))));
  });
  const { screens, taps } = await bookAsVisitor(page, stack);
  const paintToBookedMs = Math.round(Date.now() - paintedAt);
  const serverMs = await Promise.all(answered);
  await context.close();
  return { screens, taps, requests, paintToBookedMs, serverMs };
}

/** The script bytes the page fetches once the visitor focuses its first field (compressed, with headers). */
async function scriptOnFocus(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: { 'Accept-Encoding': 'br, gzip' } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  await page.locator('input[name=zip]').focus();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await context.close();
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

/** One zip sent to /book, as any visitor before the one measured would have. */
async function warmUp(stack: Stack) {
  const res = await fetch(`${stack.server.url}/book?plan=one-time`, {
    method: 'POST',
    body: new URLSearchParams({ zip: '30309' }),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`the booking page answered a zip with ${res.status}`);
}

/** A contact form's lead, from its submit until its link's text is at the provider. */
async function formToLinkText(stack: Stack): Promise<number> {
  const before = stack.twilio.texts.length;
  const started = Date.now();
  const res = await fetch(`${stack.server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...validLead, mobile: '(404) 555-0142' }),
  });
  if (res.status !== 201) throw new Error(`the contact form answered ${res.status}`);
  while (!stack.twilio.texts.slice(before).some((t) => /Pick your cleaning date online/.test(t.body))) {
    if (Date.now() - started > 30_000) throw new Error('no link was texted within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

export async function benchBookPage({ lcpRuns = 3 } = {}): Promise<BookPageResult> {
  // The business's clock at a weekday morning, whatever the hour of the run: a link is not texted in
  // the quiet hours (21:00 to 08:00 in Atlanta), which a run in the evening would wait out.
  const stack = await startStack({ CONTACT_RATE_LIMIT: '0', TEST_CLOCK_START: '2026-11-23T15:00:00Z' });
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath('bench'), args: chromiumArgs });
    const load = async (path: string) => {
      const { bytes } = await measureFirstLoad(browser, `${stack.server.url}${path}`, { hero: false });
      return { html: bytes.html, js: bytes.js, jsOnFocus: await scriptOnFocus(browser, `${stack.server.url}${path}`) };
    };
    const firstLoad = {} as BookPageResult['firstLoad'];
    for (const language of LANGUAGES) firstLoad[language] = await load(BOOK_PATHS[language]);
    // A server that has answered before (as a deployed one has): the first form's code is warm.
    await warmUp(stack);
    const booked = await withBusyCore(() => funnel(browser, stack));
    await browser.close();
    const formToLinkTextMs = await formToLinkText(stack);
    const pairs = [
      ...(await lcpPairs(`${stack.server.url}/book`, lcpRuns, false)),
      ...(await lcpPairs(`${stack.server.url}/book`, lcpRuns, true)),
    ];
    return { firstLoad, lcpPairs: pairs, funnel: booked, formToLinkTextMs };
  } finally {
    await stack.stop();
  }
}

type Row = [string, string, string, boolean | null];
const KB = 1024;

/** A page's LCP pairs beside its twin, idle or busy: each as 'page/app', and the worst ratio of the two. */
export function pairsOf(pairs: LcpPair[]) {
  const of = (busy: boolean) => pairs.filter((p) => p.busy === busy);
  return {
    worst: (busy: boolean) => Math.max(...of(busy).map((p) => p.page / p.app)),
    lcp: (busy: boolean) =>
      of(busy)
        .map((p) => `${p.page}/${p.app}`)
        .join(', '),
  };
}

/** The booking page's rows of the bench's table. */
export function bookRows({ firstLoad, lcpPairs: pairs, funnel: f, formToLinkTextMs }: BookPageResult): Row[] {
  const { worst, lcp } = pairsOf(pairs);
  return [
    ...LANGUAGES.flatMap((language): Row[] => {
      const path = BOOK_PATHS[language];
      const { html, js, jsOnFocus } = firstLoad[language];
      return [
        [
          `Booking page ${path}: the document with its headers (first screen, prerendered)`,
          `${html.toLocaleString('en-US')} bytes`,
          '≤ 14,000 bytes',
          html <= 14_000,
        ],
        [
          `Booking page ${path}: JS before the first touch / fetched on it (compressed)`,
          `${js} / ${(jsOnFocus / KB).toFixed(1)} KB`,
          '0 / ≤ 5 KB',
          js === 0 && jsOnFocus <= 5 * KB,
        ],
      ];
    }),
    [
      'Booking page beside its first screen client-rendered: LCP, page / app (Lighthouse mobile)',
      `${lcp(false)} ms`,
      'page ≤ half the app in every pair',
      worst(false) <= 0.5,
    ],
    ['The same, one core kept busy', `${lcp(true)} ms`, 'page ≤ half the app in every pair', worst(true) <= 0.5],
    [
      'Funnel: a visitor books a one-time clean at /book (phone, 4x CPU, a core kept busy): screens, requests',
      `${f.screens} screens, ${f.requests} requests`,
      '',
      null,
    ],
    ['Funnel: taps from the first paint to "Booked" (fields typed into not counted)', `${f.taps} taps`, '≤ 10', f.taps <= 10],
    ['Funnel: first paint to "Booked" (the script typing as fast as it can)', `${f.paintToBookedMs} ms`, '', null],
    [
      "Funnel: the server's time per screen (its Server-Timing, request read to answer sent)",
      `${f.serverMs.join(', ')} ms`,
      'each ≤ 100 ms',
      Math.max(...f.serverMs) <= 100,
    ],
    [
      "A contact form's submit to its link's text at the provider",
      `${formToLinkTextMs} ms`,
      '≤ 5,000 ms ("within seconds")',
      formToLinkTextMs <= 5_000,
    ],
  ];
}
