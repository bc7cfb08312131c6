import { Suspense, use, type ReactNode } from 'react';
import { whenNear } from './when-near';

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
 * viewport, or is pointed at, touched, focused or typed in (before the click lands), or the
 * browser is idle after load.
 */
function gateFor(id: string): Promise<void> {
  let gate = gates.get(id);
  if (gate) return gate;
  gate = new Promise<void>((resolve) => {
    const el = document.getElementById(id);
    if (!el || typeof IntersectionObserver === 'undefined') return resolve();
    const cancel = whenNear(el, '100% 0px', ['pointerdown', 'touchstart', 'focusin', 'keydown'], resolve);
    const openWhenIdle = () => {
      cancel();
      resolve();
    };
    if (idleQueue.push(openWhenIdle) === 1) drainIdle();
  });
  gates.set(id, gate);
  return gate;
}

let hydrating = true;
/** After the first hydration every part renders at once (later renders, tests). */
export const finishedFirstHydration = () => void (hydrating = false);

function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (typeof window !== 'undefined' && hydrating) use(gateFor(id));
  return children;
}

/**
 * Hydrates a below-the-fold part of the prerendered page later than the top of the page:
 * React keeps its server HTML in place meanwhile, and the first load's hydration is split
 * into small tasks instead of one long one (measured by `npm run bench`).
 */
export function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}
