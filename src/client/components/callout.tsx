import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

interface Props {
  id: string;
  icon: LucideIcon;
  title: string;
  /** 'row' sits the icon beside the text; 'centered' stacks everything as a call to action. */
  layout?: 'row' | 'centered';
  className?: string;
  children: ReactNode;
}

/** The dark note box with an icon badge (the Service Window note, the call-to-action box). */
export function Callout({ id, icon: Icon, title, layout = 'row', className, children }: Props) {
  const centered = layout === 'centered';
  return (
    <aside
      aria-labelledby={id}
      className={cn(
        'flex flex-col gap-4 rounded-3xl bg-brand-950 text-white',
        centered ? 'items-center p-8 text-center sm:p-10' : 'p-7 sm:flex-row sm:items-center',
        className,
      )}
    >
      <span
        className={cn(
          'grid shrink-0 place-items-center',
          centered ? 'size-14 rounded-full bg-brand-600' : 'size-12 rounded-2xl bg-brand-800',
        )}
      >
        <Icon aria-hidden="true" className={centered ? 'size-7' : 'size-6 text-brand-200'} />
      </span>
      <div>
        <h3 id={id} className={centered ? 'text-2xl font-bold' : 'font-bold'}>
          {title}
        </h3>
        <div className={cn('text-brand-100', centered ? 'mx-auto mt-3 max-w-xl' : 'mt-1')}>{children}</div>
      </div>
    </aside>
  );
}
