// A conversation's lines as a log region (captions of a call, or the chat): screen readers hear
// each final line, the newest stays in view inside the log only (the page does not move), and a
// long one scrolls, reachable by keyboard to scroll it back.
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

interface Props {
  label: string;
  /** Said while there is no line yet. */
  empty: string;
  /** Its height and spacing. */
  className: string;
  /** The lines it shows: the log scrolls to its end each time they change. */
  lines: readonly unknown[];
  children: ReactNode;
}

export function ScrollingLog({ label, empty, className, lines, children }: Props) {
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [lines]);
  return (
    <div
      ref={log}
      role="log"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
      tabIndex={0}
      className={cn(
        'mt-3 overflow-y-auto rounded-2xl bg-slate-50 p-3 text-sm focus-visible:outline-3 focus-visible:outline-brand-700',
        className,
      )}
    >
      {lines.length === 0 ? <p className="text-slate-500">{empty}</p> : null}
      {children}
    </div>
  );
}
