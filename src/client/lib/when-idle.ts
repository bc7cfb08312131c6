/**
 * Runs `work` in an idle moment of the page's main thread (at the latest after `timeoutMs`), so
 * work that can wait never lengthens a task the visitor may be waiting on. Browsers without
 * requestIdleCallback run it in a task of its own shortly after.
 */
export function whenIdle(work: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 50);
}
