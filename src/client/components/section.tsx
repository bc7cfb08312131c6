import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

const tones = {
  white: 'bg-white',
  tint: 'bg-brand-50',
  fade: 'bg-gradient-to-b from-white to-brand-50',
};

interface Props {
  id: string;
  /** The id of the heading that names the section. */
  labelledBy: string;
  tone?: keyof typeof tones;
  narrow?: boolean;
  innerClassName?: string;
  children: ReactNode;
}

/** A page section: anchor id, accessible name from its heading, the shared spacing and width. */
export function Section({ id, labelledBy, tone = 'white', narrow = false, innerClassName, children }: Props) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('py-20 sm:py-24', tones[tone])}>
      <div className={cn('mx-auto px-4 sm:px-6', narrow ? 'max-w-3xl' : 'max-w-6xl', innerClassName)}>{children}</div>
    </section>
  );
}
