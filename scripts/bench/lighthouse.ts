// Lighthouse (mobile preset, simulated throttling) on the system Chromium: N runs, the median of
// each score and metric, and the spread (min / median / max) of LCP and FCP.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.ts';

export interface LighthouseResult {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: { lcpMs: number; fcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Audits that did not pass, for the record. */
  failing: string[];
  /** The main thread's long tasks (over 50 ms at the simulated 4x CPU), in order: where each came from and how long. */
  longTasks: { url: string; startMs: number; durationMs: number }[];
  /** The page's trace (Chrome's trace events), for a look at the app's start. */
  trace?: unknown;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function lighthouseOnce(url: string, { keepTrace = false } = {}): Promise<LighthouseResult> {
  const chrome = await launch({ chromePath: chromiumPath('bench'), chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    const tasks =
      (lhr.audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? [];
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      },
      metrics: {
        lcpMs: Math.round(metric('largest-contentful-paint')),
        fcpMs: Math.round(metric('first-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
        speedIndexMs: Math.round(metric('speed-index')),
      },
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
        .map((a) => `${a.id} (${a.displayValue ?? a.score})`),
      longTasks: tasks.map((t) => ({ url: t.url, startMs: Math.round(t.startTime), durationMs: Math.round(t.duration) })),
      ...(keepTrace ? { trace: (result!.artifacts as { Trace?: unknown }).Trace } : {}),
    };
  } finally {
    await chrome.kill();
  }
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}

const spread = (values: number[]): Spread => ({ min: Math.min(...values), median: median(values), max: Math.max(...values) });

export async function runLighthouse(
  url: string,
  runs = 10,
): Promise<LighthouseResult & { runs: LighthouseResult[]; lcp: Spread; fcp: Spread }> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseOnce(url));
  const pick = <K extends 'scores' | 'metrics'>(group: K) =>
    Object.fromEntries(
      Object.keys(results[0]![group]).map((k) => [k, median(results.map((r) => (r[group] as Record<string, number>)[k]!))]),
    ) as LighthouseResult[K];
  return {
    scores: pick('scores'),
    metrics: pick('metrics'),
    lcp: spread(results.map((r) => r.metrics.lcpMs)),
    fcp: spread(results.map((r) => r.metrics.fcpMs)),
    failing: [...new Set(results.flatMap((r) => r.failing))],
    longTasks: results.at(-1)?.longTasks ?? [],
    runs: results,
  };
}
