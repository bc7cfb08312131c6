// How a page of the inbox says it is loading or could not load: placeholders shaped like what
// comes (cards, or a list's rows), and a failure in the owner's words with a way to try again.
import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

/** The owner's words for a failure: a network's raw words become what happened and what to do. */
export function failureWords(error: string): string {
  if (/failed to fetch|networkerror|load failed|network request failed/i.test(error))
    return 'The inbox could not reach the server. Check the connection, then try again.';
  if (/^(5\d\d|internal server error)/i.test(error)) return 'The server could not answer just now. Try again in a moment.';
  return error;
}

/** Grey blocks where the page's cards or rows will be, while its answer comes. */
export function Loading({ shape = 'list', label = 'Loading' }: { shape?: 'cards' | 'list'; label?: string }) {
  const blocks = shape === 'cards' ? 6 : 5;
  return (
    <div role="status" aria-live="polite" className="mt-4">
      <span className="sr-only">{label}…</span>
      <div aria-hidden="true" className={cn('grid gap-3', shape === 'cards' && 'sm:grid-cols-2 xl:grid-cols-3')}>
        {Array.from({ length: blocks }, (_, i) => (
          <div key={i} className={cn('animate-pulse rounded-2xl bg-slate-200/70', shape === 'cards' ? 'h-32' : 'h-16')} />
        ))}
      </div>
    </div>
  );
}

/** The page's answer failed: what happened, in words, and Try again. */
export function LoadFailed({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-4 rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">{failureWords(error)}</p>
      <Button type="button" variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" /> Try again
      </Button>
    </div>
  );
}
