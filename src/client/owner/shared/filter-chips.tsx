// A list's filters as a row of pressed buttons ('Needs an answer (3)', 'Unread', 'All'): one
// pressed at a time, each with how many it holds when the server counted them.
import { cn } from '../../lib/cn.ts';

export function FilterChips<F extends string>({
  label,
  filters,
  value,
  onChange,
  counts = {},
  className,
}: {
  label: string;
  filters: readonly (readonly [F, string])[];
  value: F;
  onChange: (filter: F) => void;
  counts?: Partial<Record<F, number | null>>;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {filters.map(([id, words]) => (
        <button
          key={id}
          type="button"
          aria-pressed={value === id}
          onClick={() => onChange(id)}
          className="min-h-10 rounded-full bg-white px-4 text-sm font-semibold ring-1 ring-slate-300 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700"
        >
          {words}
          {counts[id] != null ? ` (${counts[id]})` : ''}
        </button>
      ))}
    </div>
  );
}
