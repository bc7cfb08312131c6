// A list and the one item opened from it. On a phone either the list or the item (with a link back
// to the list); from 1024 px the list stays beside the item, so the owner works down it without
// losing their place. Which item is open lives in the address, so the back button closes it.
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function ListAndDetail({
  open,
  list,
  detail,
  back,
  nothingOpen,
}: {
  /** The open item's key, or null. */
  open: string | null;
  list: ReactNode;
  detail: ReactNode;
  /** The link back to the list on a phone: its address and words. */
  back: { href: string; words: string };
  /** What the wide screen shows beside the list while nothing is open. */
  nothingOpen: string;
}) {
  return (
    <div className="mt-4 lg:grid lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start lg:gap-6">
      <div className={cn('min-w-0', open && 'hidden lg:block')}>{list}</div>
      {open ? (
        <div className="min-w-0">
          <a
            href={back.href}
            data-close-pane
            className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-800 underline lg:hidden"
          >
            {back.words}
          </a>
          {detail}
        </div>
      ) : (
        <p className="hidden text-slate-600 lg:block">{nothingOpen} Keys: j and k move, Enter opens, ? lists them all.</p>
      )}
    </div>
  );
}
