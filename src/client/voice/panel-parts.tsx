// Pieces every view of the call panel shares.
import { siteConfig } from '../../common/site-config.ts';
import { buttonVariants } from '../components/ui/button.tsx';
import { cn } from '../lib/cn.ts';

/** Said before and during every call and chat: who the visitor is talking to, and that it may be recorded. */
export function Disclosure({ className }: { className?: string }) {
  return (
    <p className={cn('text-xs text-slate-500', className)}>
      {siteConfig.voice.disclosure.replaceAll('{name}', siteConfig.receptionistName)}
    </p>
  );
}

/** The site's own buttons, in the panel's three roles. */
export const panelButton = {
  primary: buttonVariants(),
  secondary: buttonVariants({ variant: 'secondary' }),
  danger: buttonVariants({ variant: 'danger' }),
};
