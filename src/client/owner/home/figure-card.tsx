// One figure of the business on Home: what it is, its number, a line that puts it in context, and
// the link to its list (the whole card is the link's target area on a phone). The figure stays on
// one line: '$198,069.86' broken in two reads as two numbers.
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function FigureCard({
  title,
  figure,
  note,
  href,
  linkText,
  tone = 'plain',
  children,
}: {
  title: string;
  figure: ReactNode;
  note?: ReactNode;
  href: string;
  linkText: string;
  tone?: 'plain' | 'warn';
  children?: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={cn('flex flex-col rounded-2xl bg-white p-4 ring-1', tone === 'warn' ? 'ring-amber-300' : 'ring-slate-200')}
    >
      <h3 className="text-sm font-semibold text-slate-600">{title}</h3>
      <p className="mt-1 text-2xl font-extrabold tracking-tight whitespace-nowrap text-brand-950 tabular-nums xl:text-3xl">{figure}</p>
      {note ? <div className="mt-1 text-sm text-slate-700">{note}</div> : null}
      {children}
      <a href={href} className="mt-auto inline-block pt-3 text-sm font-semibold text-brand-800 underline underline-offset-2">
        {linkText}
      </a>
    </section>
  );
}

/** A change as the owner reads it: '+$120 since 4 weeks ago', green up, red down. */
export function Change({ cents, words, since }: { cents: number; words: string; since: string }) {
  const up = cents > 0;
  const same = cents === 0;
  return (
    <span className={cn('font-semibold', same ? 'text-slate-600' : up ? 'text-brand-800' : 'text-red-700')}>
      {same ? 'No change' : `${up ? '+' : '−'}${words.replace('-', '')}`} {since}
    </span>
  );
}
