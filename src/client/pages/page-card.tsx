import type { ReactNode } from 'react';
import { BrandMark } from '../sections/header/brand-mark.tsx';
import { cn } from '../lib/cn.ts';
import { useBusiness } from '../copy/page-business.tsx';

/** A page of its own (not found, message sent, check your message): the brand, then one card. */
export function PageCard({
  icon,
  title,
  wide = false,
  compact = false,
  home = '/',
  children,
}: {
  icon?: ReactNode;
  title: string;
  wide?: boolean;
  /** On a phone, less room round the card and a smaller title: the page's question comes first (the booking page). */
  compact?: boolean;
  /** The home page in the page's language: where the brand leads. */
  home?: string;
  children: ReactNode;
}) {
  const { brandName } = useBusiness();
  return (
    <main className={cn('min-h-screen bg-brand-50 px-4 sm:py-16', compact ? 'py-4' : 'py-10')}>
      <a href={home} className="mx-auto flex w-fit items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-brand-950">
        <BrandMark className="size-8" /> {brandName}
      </a>
      <div
        className={cn(
          'mx-auto rounded-3xl bg-white shadow-xl ring-1 ring-slate-200 sm:mt-8 sm:p-10',
          compact ? 'mt-4 p-5' : 'mt-8 p-6',
          wide ? 'max-w-3xl' : 'max-w-md text-center',
        )}
      >
        {icon ? <div className={cn('mb-4 flex', !wide && 'justify-center')}>{icon}</div> : null}
        <h1 className={cn('font-extrabold text-brand-950 sm:text-3xl', compact ? 'text-xl' : 'text-3xl')}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
