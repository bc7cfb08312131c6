/**
 * Calls `fire` once: when `el` comes within `margin` of the viewport, or when one of `events`
 * happens on it (captured, so before the target's own handlers). Returns a cancel function.
 */
export function whenNear(el: HTMLElement, margin: string, events: readonly string[], fire: () => void): () => void {
  let done = false;
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && once(), { rootMargin: margin });
  function cancel() {
    done = true;
    observer?.disconnect();
    for (const type of events) el.removeEventListener(type, once, true);
  }
  function once() {
    if (done) return;
    cancel();
    fire();
  }
  observer?.observe(el);
  for (const type of events) el.addEventListener(type, once, { capture: true, passive: true });
  return cancel;
}
