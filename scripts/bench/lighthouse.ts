// Lighthouse (mobile preset, simulated throttling) on the system Chromium: N runs, the median of
// each score and metric, and the spread (min / median / max) of LCP and FCP.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.ts';

export interface LighthouseResult {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: {
    lcpMs: number;
    fcpMs: number;
    tbtMs: number;
    cls: number;
    speedIndexMs: number;
    /**
     * As the screen showed them (the filmstrip, unthrottled): headless Chromium at times holds the
     * first frame a whole second after the page is ready to paint (its compositor stops sending
     * frames to a renderer it takes as unresponsive; lighthouse#17148), and Lighthouse's Speed
     * Index estimate folds that second in. These say what the page itself did.
     */
    observedLoadMs: number;
    observedFirstPaintMs: number;
    observedLcpMs: number;
    observedSpeedIndexMs: number;
  };
  /** Audits that did not pass, for the record. */
  failing: string[];
  /**
   * The main thread's long tasks (over 50 ms at the simulated 4x CPU), in order: where each came
   * from, how long, and what it spent its time on (Lighthouse's breakdown by kind of work:
   * 'styleLayout 40 ms, scriptEvaluation 12 ms').
   */
  longTasks: { url: string; startMs: number; durationMs: number; cause: string }[];
  /** The page's trace (Chrome's trace events), for a look at the app's start. */
  trace?: unknown;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function lighthouseOnce(
  url: string,
  { keepTrace = false, headers }: { keepTrace?: boolean; headers?: Record<string, string> } = {},
): Promise<LighthouseResult> {
  const chrome = await launch({ chromePath: chromiumPath('bench'), chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // A signed-in page's cookie (a customer's account), sent with every request of the page's load.
      ...(headers ? { extraHeaders: headers } : {}),
    });
    const lhr = result!.lhr;
    const details = lhr.audits['long-tasks']?.details as
      | {
          items?: { url: string; startTime: number; duration: number }[];
          debugData?: { urls: string[]; tasks: ({ urlIndex: number; startTime: number; duration: number } & Record<string, number>)[] };
        }
      | undefined;
    const tasks = details?.items ?? [];
    /** What each long task spent its time on, by start time: its biggest kinds of work. */
    const causes = new Map(
      (details?.debugData?.tasks ?? []).map(({ urlIndex: _u, startTime, duration: _d, ...groups }) => [
        Math.round(startTime),
        Object.entries(groups)
          .filter(([, ms]) => ms >= 5)
          .sort((a, b) => b[1] - a[1])
          .map(([group, ms]) => `${group} ${Math.round(ms)} ms`)
          .join(', '),
      ]),
    );
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const observed = ((lhr.audits['metrics']?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {}) as Record<
      string,
      number | undefined
    >;
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
        observedLoadMs: Math.round(observed.observedLoad ?? NaN),
        observedFirstPaintMs: Math.round(observed.observedFirstPaint ?? NaN),
        observedLcpMs: Math.round(observed.observedLargestContentfulPaint ?? NaN),
        observedSpeedIndexMs: Math.round(observed.observedSpeedIndex ?? NaN),
      },
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
        .map((a) => `${a.id} (${a.displayValue ?? a.score})`),
      longTasks: tasks.map((t) => ({
        url: t.url,
        startMs: Math.round(t.startTime),
        durationMs: Math.round(t.duration),
        cause: causes.get(Math.round(t.startTime)) ?? '',
      })),
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
