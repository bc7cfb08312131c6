// After the first paint, how quiet the page stays, next to the same page as a client-rendered
// app: Lighthouse (mobile preset, 4x CPU) on each in turn, five times each, in one run. Measured
// twice: on the machine as it is, and with one core kept busy (a Node busy loop, as the
// busy-machine check in docs/testing.md does): a visitor's phone is the slow machine. Per pair the Total Blocking
// Time and the LCP, each with its ratio (the page's over the app's); per run of the page, Speed
// Index less LCP as the filmstrip showed them (what changes on screen after the hero is painted). Every long task of the
// page's runs, with what it spent its time on. The last busy run keeps its trace:
// bench/results/app-start-trace.json.gz (not committed).
import { withBusyCore } from './busy-core.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildClientRendered, serveClientRendered } from './client-rendered.ts';
import { lighthouseOnce, type LighthouseResult } from './lighthouse.ts';
import { longTasksOf, type TraceTask } from './trace-tasks.ts';

type Metrics = LighthouseResult['metrics'];

export interface QuietRound {
  busy: boolean;
  pairs: { page: Metrics; app: Metrics; tbtRatio: number; lcpRatio: number }[];
  worstTbtRatio: number;
  worstLcpRatio: number;
  /** Speed Index less LCP as the screen showed them (the filmstrip): what changes after the hero. */
  worstSpeedIndexOverLcpMs: number;
  /** The page's long tasks over all its runs, each once per run it showed in. */
  longTasks: (LighthouseResult['longTasks'][number] & { run: number })[];
  /** The last run's trace, read: each task that passes 50 ms at 4x, with the work inside it. */
  traceTasks: TraceTask[];
}

export interface QuietPageResult {
  idle: QuietRound;
  busy: QuietRound;
}

async function round(pageUrl: string, appUrl: string, busy: boolean, runs: number, resultsDir: string): Promise<QuietRound> {
  const pairs: QuietRound['pairs'] = [];
  const longTasks: QuietRound['longTasks'] = [];
  let traceTasks: TraceTask[] = [];
  // One run of each first, not counted: the first load of either after its server starts (or a
  // round's busy loop) is an outlier (the app's first LCP came 0.6 s under its others).
  await lighthouseOnce(pageUrl);
  await lighthouseOnce(appUrl);
  for (let i = 0; i < runs; i++) {
    const page = await lighthouseOnce(pageUrl, { keepTrace: i === runs - 1 });
    const app = await lighthouseOnce(appUrl);
    // A ratio over a TBT of 0 ms is taken as over 1 ms: the app never blocks for nothing.
    pairs.push({
      page: page.metrics,
      app: app.metrics,
      tbtRatio: page.metrics.tbtMs / Math.max(1, app.metrics.tbtMs),
      lcpRatio: page.metrics.lcpMs / app.metrics.lcpMs,
    });
    longTasks.push(...page.longTasks.map((task) => ({ ...task, run: i + 1 })));
    if (page.trace) {
      traceTasks = longTasksOf(page.trace);
      if (busy) writeFileSync(join(resultsDir, 'app-start-trace.json.gz'), gzipSync(JSON.stringify(page.trace)));
    }
  }
  return {
    busy,
    pairs,
    worstTbtRatio: Math.max(...pairs.map((p) => p.tbtRatio)),
    worstLcpRatio: Math.max(...pairs.map((p) => p.lcpRatio)),
    worstSpeedIndexOverLcpMs: Math.max(...pairs.map((p) => p.page.observedSpeedIndexMs - p.page.observedLcpMs)),
    longTasks,
    traceTasks,
  };
}

export async function benchQuietPage(pageUrl: string, resultsDir: string, runs = 5): Promise<QuietPageResult> {
  const app = await serveClientRendered(await buildClientRendered());
  try {
    const idle = await round(pageUrl, app.url, false, runs, resultsDir);
    const busy = await withBusyCore(() => round(pageUrl, app.url, true, runs, resultsDir));
    return { idle, busy };
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx scripts/bench/quiet-page.ts http://127.0.0.1:PORT/');
  const r = await benchQuietPage(url, join(import.meta.dirname, '..', '..', 'bench', 'results'));
  for (const q of [r.idle, r.busy]) {
    console.log(q.busy ? 'one core busy' : 'idle');
    console.table(
      q.pairs.map((p) => ({
        'page TBT': p.page.tbtMs,
        'app TBT': p.app.tbtMs,
        'TBT ratio': p.tbtRatio.toFixed(2),
        'page LCP': p.page.lcpMs,
        'app LCP': p.app.lcpMs,
        'LCP ratio': p.lcpRatio.toFixed(2),
        'page SI-LCP': p.page.observedSpeedIndexMs - p.page.observedLcpMs,
        'page SI-LCP (Lighthouse)': p.page.speedIndexMs - p.page.lcpMs,
        'first frame held': p.page.observedFirstPaintMs - p.page.observedLoadMs,
      })),
    );
    console.log('long tasks of the page:', q.longTasks);
  }
}
