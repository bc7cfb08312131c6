import * as Tooltip from '@radix-ui/react-tooltip';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = ComponentProps<'button'> & { label: string };

/** An icon-only button: the label is its accessible name and its tooltip (700 ms delay, 300 ms skip). */
export function IconButton({ label, className, children, ...props }: Props) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            aria-label={label}
            className={cn(
              'grid size-12 cursor-pointer place-items-center rounded-full bg-white/10 text-white ring-1 ring-white/25 transition-colors hover:bg-white/20',
              className,
            )}
            {...props}
          >
            {children}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={6}
            className="z-[60] rounded-md bg-white px-2.5 py-1.5 text-xs font-semibold text-brand-950 shadow-lg"
          >
            {label}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
