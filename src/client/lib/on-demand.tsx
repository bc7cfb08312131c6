// Loading on demand: the one helper for everything the page does later than its first paint.
// Why: the prerendered HTML is already the whole page, so JavaScript that the first screen does
// not need (below-the-fold hydration, the form's validation code, the lightbox, the toasts) is
// fetched and run only when the visitor may need it. That keeps the first load small and
// splits hydration into short tasks; until then React keeps the server HTML in place.
import { lazy, Suspense, use, type ComponentType, type ReactNode } from 'react';

/** A component whose code is fetched on its first render, or earlier by `load()` (a sign of intent). */
export function onDemand<P extends object>(importer: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () => (loading ??= importer());
  const Component = lazy(() => load().then((component) => ({ default: component })));
  return { Component, load };
}

const INTENT = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const gates = new Map<string, Promise<void>>();
const idleQueue: (() => void)[] = [];

const onIdle = (fn: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 50);

/** Opens the queued gates one per idle period, so the rest of the page hydrates soon, in small tasks. */
function drainIdle() {
  onIdle(() => {
    idleQueue.shift()?.();
    if (idleQueue.length) drainIdle();
  });
}

/**
 * Resolves when the visitor may need the part with this id: it comes within a screen of the
 * viewport, or is pointed at, touched, focused or typed in (captured, so before the target's own
 * handlers); with `idle`, also once the browser is idle after load. A part the server did not
 * render (a later client render) is needed at once.
 */
function whenNeeded(id: string, idle: boolean): Promise<void> {
  let gate = gates.get(id);
  if (gate) return gate;
  gate = new Promise<void>((resolve) => {
    const el = document.getElementById(id);
    if (!el || typeof IntersectionObserver === 'undefined') return resolve();
    let done = false;
    const open = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      for (const type of INTENT) el.removeEventListener(type, open, true);
      // Marked settled for React's `use` at once: a click that opened the gate can then hydrate
      // its part synchronously and reach it, instead of waiting a microtask for the promise.
      Object.assign(gate!, { status: 'fulfilled', value: undefined });
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: '100% 0px' });
    observer.observe(el);
    for (const type of INTENT) el.addEventListener(type, open, { capture: true, passive: true });
    if (idle && idleQueue.push(open) === 1) drainIdle();
  });
  gates.set(id, gate);
  return gate;
}

// React retries a part still waiting to hydrate whenever it likes (other parts hydrating, for one):
// each retry must wait on the same gate, never on a flag that says hydration is over.
function Gate({ id, idle, children }: { id: string; idle: boolean; children: ReactNode }) {
  if (typeof window !== 'undefined') use(whenNeeded(id, idle));
  return children;
}

/**
 * Hydrates a part of the prerendered page (the element with `id` inside it) when the visitor
 * may need it. `idle={false}` waits for the visitor alone: for parts whose code is heavy.
 */
export function Deferred({ id, idle = true, children }: { id: string; idle?: boolean; children: ReactNode }) {
  return (
    <Suspense>
      <Gate id={id} idle={idle}>
        {children}
      </Gate>
    </Suspense>
  );
}
