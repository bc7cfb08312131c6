import type { ReactNode } from 'react';

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The eyebrow + h2 + lead that opens every section; the h2 id labels the section. */
export function SectionHeading({ id, eyebrow, title, children }: Props) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg text-slate-600">{children}</p> : null}
    </div>
  );
}
