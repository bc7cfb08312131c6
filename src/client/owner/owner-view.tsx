// What every page of the inbox shares: loading its data from the API (with the server's words
// when that fails), and the two live lines under it that screen readers announce.
import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { siteConfig } from '../../common/site-config.ts';
import type { DateWithRoom } from '../../common/owner-inbox.ts';
import { cn } from '../lib/cn.ts';
import { ownerApi } from './owner-api.ts';

/** A moment as the business reads it: 'Nov 25, 2026, 8:00 AM', in Atlanta's time. */
export const when = (ms: number) =>
  new Date(ms).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: siteConfig.timeZone });

/**
 * How often an open page asks again, so new leads and bookings appear without a reload: the
 * server's setting, from the session's answer.
 */
export const RefreshSeconds = createContext(10);

export function useOwnerData<T>(path: string, { refresh = false } = {}) {
  const refreshMs = useContext(RefreshSeconds) * 1000;
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(
    () =>
      ownerApi<T>(path)
        .then(setData)
        .catch((problem: Error) => setError(problem.message)),
    [path],
  );
  useEffect(() => {
    void load();
    if (!refresh) return;
    const timer = setInterval(() => document.visibilityState === 'visible' && void load(), refreshMs);
    return () => clearInterval(timer);
  }, [load, refresh, refreshMs]);
  return { data, error, setError, load };
}

/** A labelled choice of the service dates with room. */
export function DatePicker(props: { label: string; dates: DateWithRoom[]; value: string; onChange: (date: string) => void }) {
  const { dates, ...rest } = props;
  return <Choose {...rest} placeholder="Choose a date with room" options={dates.map((d) => ({ value: d.date, words: d.words }))} />;
}

/** A labelled native select: the phone's own picker, nothing to learn. */
export function Choose({
  label,
  placeholder,
  options,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  options: { value: string; words: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="text-sm font-semibold text-slate-800">
      {label}
      <select
        className="block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.words}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Announcements({ status, error }: { status: string; error: string }) {
  return (
    <>
      <p role="status" className="mt-3 min-h-6 text-sm text-slate-700">
        {status}
      </p>
      <p role="alert" className="min-h-6 text-sm font-semibold text-red-700">
        {error}
      </p>
    </>
  );
}

/** One page of the inbox: a region named by its heading. */
export function OwnerPage({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-extrabold text-brand-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A panel's error, announced as it appears; nothing (and no room) while there is none. */
export function PanelError({ error, className }: { error: string; className?: string }) {
  return error ? (
    <p role="alert" className={cn('text-sm font-semibold text-red-700', className)}>
      {error}
    </p>
  ) : null;
}

/** A stop's photos as thumbnails (each link works for a day). */
export function StopPhotos({ photos, label, alt }: { photos: string[]; label: string; alt: string }) {
  if (!photos.length) return null;
  return (
    <ul className="mt-2 flex gap-2" aria-label={label}>
      {photos.map((src, i) => (
        <li key={src}>
          <img src={src} alt={`${alt}, shot ${i + 1}`} width={96} height={64} className="h-16 w-24 rounded-lg object-cover" />
        </li>
      ))}
    </ul>
  );
}
