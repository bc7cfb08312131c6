import { Suspense } from 'react';
import { onDemand } from '../../lib/on-demand.tsx';
import { useToasts } from './toast-store.ts';

const { Component: Toaster } = onDemand(() => import('./toaster.tsx').then((m) => m.Toaster));

/** Mounts the Radix toaster with the first toast, so its code never weighs on the first load. */
export function ToastHost() {
  const toasts = useToasts();
  return toasts.length > 0 ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
