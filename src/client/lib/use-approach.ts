import { useEffect, type RefObject } from 'react';

/** Calls `onApproach` once, when the element comes within `margin` of the viewport or is touched, hovered or focused. */
export function useApproach(ref: RefObject<HTMLElement | null>, onApproach: () => void, margin = '600px') {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let done = false;
    const fire = () => {
      if (done) return;
      done = true;
      cleanup();
      onApproach();
    };
    const events = ['pointerdown', 'pointerover', 'focusin', 'touchstart'] as const;
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire(), { rootMargin: margin });
    observer?.observe(el);
    for (const type of events) el.addEventListener(type, fire, { passive: true });
    function cleanup() {
      observer?.disconnect();
      for (const type of events) el!.removeEventListener(type, fire);
    }
    return cleanup;
  }, [ref, onApproach, margin]);
}
