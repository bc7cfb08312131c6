import type { ReactNode } from 'react';
import { BrandMark } from '../sections/header/brand-mark.tsx';
import { siteConfig } from '../../common/site-config.ts';
import { cn } from '../lib/cn.ts';

/** A page of its own (not found, message sent, check your message): the brand, then one card. */
export function PageCard({
  icon,
  title,
  wide = false,
  home = '/',
  children,
}: {
  icon?: ReactNode;
  title: string;
  wide?: boolean;
  /** The home page in the page's language: where the brand leads. */
  home?: string;
  children: ReactNode;
}) {
  return (
    <main className="min-h-screen bg-brand-50 px-4 py-10 sm:py-16">
      <a href={home} className="mx-auto flex w-fit items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-brand-950">
        <BrandMark className="size-8" /> {siteConfig.brandName}
      </a>
      <div
        className={cn(
          'mx-auto mt-8 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-10',
          wide ? 'max-w-3xl' : 'max-w-md text-center',
        )}
      >
        {icon ? <div className={cn('mb-4 flex', !wide && 'justify-center')}>{icon}</div> : null}
        <h1 className="text-3xl font-extrabold text-brand-950">{title}</h1>
        {children}
      </div>
    </main>
  );
}
