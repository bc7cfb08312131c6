// Loading on demand: the one helper for everything the page does later than its first paint.
// Why: the prerendered HTML is already the whole page, so JavaScript that the first screen does
// not need (below-the-fold hydration, the form's validation code, the lightbox, the toasts) is
// fetched and run only when the visitor may need it. That keeps the first load small and
// splits hydration into short tasks; until then React keeps the server HTML in place.
import { lazy, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from './when-idle.ts';

/** A component whose code is fetched on its first render, or earlier by `load()` (a sign of intent). */
export function onDemand<P extends object>(importer: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () => (loading ??= importer());
  const Component = lazy(() => load().then((component) => ({ default: component })));
  return { Component, load };
}

const INTENT = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;
const gates = new Map<string, Promise<void>>();
const idleQueue: (() => void)[] = [];
/** The parts still waiting to hydrate, by their element, each with what opens it. */
const waiting = new Map<Element, () => void>();
/** Where the visitor last showed intent: a part whose gate is made after that opens at once. */
let lastIntent: Node | null = null;

// Intent is heard on the window, capturing: before React's own listener on the root, which stops
// an event aimed at a part still waiting to hydrate (and drops a click there if the part cannot
// hydrate on the spot). With the part's gate opened first, React hydrates it there and then and
// hands it the event.
if (typeof window !== 'undefined')
  for (const type of INTENT)
    addEventListener(
      type,
      ({ target }) => {
        if (!(target instanceof Node)) return;
        lastIntent = target;
        for (const [el, open] of waiting) if (el.contains(target)) open();
      },
      { capture: true, passive: true },
    );

/** Opens the queued gates one per idle period, so the rest of the page hydrates soon, in small tasks. */
function drainIdle() {
  whenIdle(() => {
    idleQueue.shift()?.();
    if (idleQueue.length) drainIdle();
  }, 1000);
}

/**
 * Resolves when the visitor may need the part with this id: it comes within a screen of the
 * viewport, or is pointed at, touched, focused, typed in or clicked (heard before React hears
 * it); it holds an input the page kept before the app ran; with `idle`, also once the browser is
 * idle after load. A part the server did not render (a later client render) is needed at once.
 */
function whenNeeded(id: string, idle: boolean): Promise<void> {
  const known = gates.get(id);
  if (known) return known;
  let resolve!: () => void;
  const gate = new Promise<void>((settle) => (resolve = settle));
  gates.set(id, gate);
  const el = document.getElementById(id);
  let done = false;
  const open = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    if (el) waiting.delete(el);
    // Marked settled for React's `use` at once: a click that opened the gate can then hydrate
    // its part synchronously and reach it, instead of waiting a microtask for the promise.
    Object.assign(gate, { status: 'fulfilled', value: undefined });
    resolve();
  };
  const observer =
    el && typeof IntersectionObserver !== 'undefined'
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: '100% 0px' })
      : null;
  if (!el || !observer) open();
  else if (el.querySelector('[data-held]') || (lastIntent && el.contains(lastIntent))) open();
  else {
    waiting.set(el, open);
    observer.observe(el);
    if (idle && idleQueue.push(open) === 1) drainIdle();
  }
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
