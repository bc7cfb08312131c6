// After the first paint, how quiet the page stays, next to the same page as a client-rendered
// app: Lighthouse (mobile preset, 4x CPU) on each in turn, five times each, in one run. Per pair
// the Total Blocking Time and its ratio (the page's over the app's); per run of the page, Speed
// Index less LCP (what changes on screen after the hero is painted). The page's last run keeps
// its trace: bench/results/app-start-trace.json.gz (not committed), its long tasks in the results.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildClientRendered, serveClientRendered } from './client-rendered.ts';
import { lighthouseOnce, type LighthouseResult } from './lighthouse.ts';

export interface QuietPageResult {
  pairs: { page: LighthouseResult['metrics']; app: LighthouseResult['metrics']; tbtRatio: number }[];
  worstTbtRatio: number;
  worstSpeedIndexOverLcpMs: number;
  longTasks: LighthouseResult['longTasks'];
}

export async function benchQuietPage(pageUrl: string, resultsDir: string, runs = 5): Promise<QuietPageResult> {
  const app = await serveClientRendered(await buildClientRendered());
  try {
    const pairs: QuietPageResult['pairs'] = [];
    let last: LighthouseResult | undefined;
    for (let i = 0; i < runs; i++) {
      last = await lighthouseOnce(pageUrl, { keepTrace: i === runs - 1 });
      const other = await lighthouseOnce(app.url);
      // A ratio over a TBT of 0 ms is taken as over 1 ms: the app never blocks for nothing.
      pairs.push({ page: last.metrics, app: other.metrics, tbtRatio: last.metrics.tbtMs / Math.max(1, other.metrics.tbtMs) });
    }
    if (last?.trace) writeFileSync(join(resultsDir, 'app-start-trace.json.gz'), gzipSync(JSON.stringify(last.trace)));
    return {
      pairs,
      worstTbtRatio: Math.max(...pairs.map((p) => p.tbtRatio)),
      worstSpeedIndexOverLcpMs: Math.max(...pairs.map((p) => p.page.speedIndexMs - p.page.lcpMs)),
      longTasks: last?.longTasks ?? [],
    };
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx scripts/bench/quiet-page.ts http://127.0.0.1:PORT/');
  const r = await benchQuietPage(url, join(import.meta.dirname, '..', '..', 'bench', 'results'));
  console.table(
    r.pairs.map((p) => ({
      'page TBT': p.page.tbtMs,
      'app TBT': p.app.tbtMs,
      ratio: p.tbtRatio.toFixed(2),
      'page SI-LCP': p.page.speedIndexMs - p.page.lcpMs,
      'app LCP': p.app.lcpMs,
    })),
  );
  console.log('long tasks of the page:', r.longTasks);
}
