// The long tasks of a saved trace with their causes: each main-thread task of the page's renderer
// that would pass 50 ms at the simulated 4x CPU (over 12.5 ms as recorded), with the biggest
// pieces of work inside it ('Layout 14 ms', 'FunctionCall react-….js 10 ms') and its start after
// navigation. What Lighthouse's own breakdown lumps together as 'other', the trace names.
export interface TraceTask {
  /** Start after navigation, as recorded (ms). */
  startMs: number;
  /** As recorded, and as at 4x CPU. */
  durationMs: number;
  at4xMs: number;
  cause: string;
}

interface TraceEvent {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; isLoadingMainFrame?: boolean } };
}

export function longTasksOf(trace: unknown, slowdown = 4): TraceTask[] {
  const events: TraceEvent[] = Array.isArray(trace) ? trace : ((trace as { traceEvents?: TraceEvent[] }).traceEvents ?? []);
  const navigation =
    events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ??
    events.find((e) => e.name === 'navigationStart');
  if (!navigation) return [];
  const minimum = (50 / slowdown) * 1000;
  const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > minimum && e.ts >= navigation.ts && e.pid === navigation.pid);
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const inside = events.filter(
      (e) =>
        e.pid === task.pid &&
        e.tid === task.tid &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= end &&
        e.name !== 'RunTask' &&
        (e.dur ?? 0) >= 1000,
    );
    const named = (e: TraceEvent) => {
      const url = e.args?.data?.url?.split('/').at(-1);
      return `${e.name}${url ? ` ${url}` : ''}`;
    };
    // The outermost pieces: those not inside another piece listed.
    const top = inside
      .sort((a, b) => b.dur! - a.dur!)
      .filter((e, i, all) => !all.slice(0, i).some((o) => o.ts <= e.ts && e.ts + e.dur! <= o.ts + o.dur!))
      .slice(0, 3);
    return {
      startMs: Math.round((task.ts - navigation.ts) / 1000),
      durationMs: Math.round(task.dur! / 100) / 10,
      at4xMs: Math.round((task.dur! * slowdown) / 1000),
      cause: top.map((e) => `${named(e)} ${(e.dur! / 1000).toFixed(1)} ms`).join(', ') || 'no piece over 1 ms',
    };
  });
}
