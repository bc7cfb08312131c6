import { cn } from '../lib/cn.ts';

/** Terms and their values, side by side: a booking's when, plan, where, name and reference. */
export function Facts({ rows, className }: { rows: readonly (readonly [term: string, value: string])[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-[auto_1fr]', className)}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-600">{term}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
