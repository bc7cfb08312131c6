// A page the server draws for one person with no script (a commercial proposal, a customer's
// account): its rows of the bench's table, the same budgets for each.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.ts';
import { measureFirstLoad } from '../../tests/support/first-load.ts';
import { startStack } from '../../tests/support/loopback-stack.ts';
import { lcpPairs, pairsOf, type LcpPair } from './book-page.ts';
import type { Twin } from './client-rendered.ts';

export interface ServerPageResult {
  html: number;
  js: number;
  lcpPairs: LcpPair[];
}

type Row = [string, string, string, boolean | null];

/**
 * Starts the built server, writes the page's data into its data folder (`seed` answers the page's
 * path and any headers its request needs), and measures the page's first load and its LCP beside
 * its client-rendered twin, idle and with a core busy.
 */
export async function benchServerPage(
  seed: (dataDir: string) => { path: string; headers?: Record<string, string> },
  twin: Twin,
  { lcpRuns = 3 } = {},
): Promise<ServerPageResult> {
  const stack = await startStack({});
  try {
    const { path, headers } = seed(stack.dataDir);
    const url = `${stack.server.url}${path}`;
    const browser = await chromium.launch({ executablePath: chromiumPath('bench'), args: chromiumArgs });
    const { bytes } = await measureFirstLoad(browser, url, { hero: false, ...(headers ? { headers } : {}) });
    await browser.close();
    const pairs = [...(await lcpPairs(url, lcpRuns, false, twin, headers)), ...(await lcpPairs(url, lcpRuns, true, twin, headers))];
    return { html: bytes.html, js: bytes.js, lcpPairs: pairs };
  } finally {
    await stack.stop();
  }
}

/** The document's bytes, its script (none), and its LCP beside its client-rendered twin, idle and with a core busy. */
export function serverPageRows(document: string, name: string, { html, js, lcpPairs: pairs }: ServerPageResult): Row[] {
  const { worst, lcp } = pairsOf(pairs);
  return [
    [document, `${html.toLocaleString('en-US')} bytes`, '≤ 14,000 bytes', html <= 14_000],
    [`${name}: JS (compressed)`, `${js} bytes`, '0', js === 0],
    [
      `${name} beside the same page client-rendered: LCP, page / app (Lighthouse mobile)`,
      `${lcp(false)} ms`,
      'page ≤ half the app in every pair',
      worst(false) <= 0.5,
    ],
    ['The same, one core kept busy', `${lcp(true)} ms`, 'page ≤ half the app in every pair', worst(true) <= 0.5],
  ];
}
