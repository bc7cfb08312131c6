// A page the server draws for one person with no script (a commercial proposal, a customer's
// account): its rows of the bench's table, the same budgets for each.
import { pairsOf, type LcpPair } from './book-page.ts';

export interface ServerPageResult {
  html: number;
  js: number;
  lcpPairs: LcpPair[];
}

type Row = [string, string, string, boolean | null];

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
