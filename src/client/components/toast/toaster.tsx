import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { dismissToast, useToasts } from './toast-store.ts';

/** Radix Toast viewport: 5 s per toast, swipe right 50 px to dismiss, F8 jumps to the region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'relative grid gap-1 rounded-2xl p-4 pr-10 shadow-xl ring-1 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 motion-safe:transition-all',
            t.variant === 'destructive' ? 'bg-red-700 text-white ring-red-900/20' : 'bg-white text-slate-900 ring-slate-900/10',
          )}
        >
          <Toast.Title className="font-bold">{t.title}</Toast.Title>
          {t.description ? <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description> : null}
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 cursor-pointer rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed top-0 right-0 z-[100] sm:top-auto sm:bottom-0 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
