// Pieces every view of the call panel shares.
import { buttonVariants } from '../components/ui/button.tsx';
import { cn } from '../lib/cn.ts';
import { usePanelCopy } from '../copy/panel-copy.tsx';

/** Said before and during every call and chat: who the visitor is talking to, and that it may be recorded. */
export function Disclosure({ className }: { className?: string }) {
  return <p className={cn('text-xs text-slate-500', className)}>{usePanelCopy().disclosure}</p>;
}

/** The site's own buttons, in the panel's three roles. */
export const panelButton = {
  primary: buttonVariants(),
  secondary: buttonVariants({ variant: 'secondary' }),
  danger: buttonVariants({ variant: 'danger' }),
};
