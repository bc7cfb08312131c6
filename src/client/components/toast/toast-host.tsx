import { lazy, Suspense } from 'react';
import { useToasts } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Mounts the Radix toaster with the first toast, so its code never weighs on the first load. */
export function ToastHost() {
  const toasts = useToasts();
  return toasts.length > 0 ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
