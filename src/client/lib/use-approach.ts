import { useEffect, type RefObject } from 'react';
import { whenNear } from './when-near';

const INTENT = ['pointerdown', 'pointerover', 'focusin', 'touchstart'] as const;

/** Calls `onApproach` once, when the element comes within `margin` of the viewport or is touched, hovered or focused. */
export function useApproach(ref: RefObject<HTMLElement | null>, onApproach: () => void, margin = '600px') {
  useEffect(() => (ref.current ? whenNear(ref.current, margin, INTENT, onApproach) : undefined), [ref, onApproach, margin]);
}
