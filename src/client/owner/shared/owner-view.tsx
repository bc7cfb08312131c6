// What every page of the inbox shows alike: its region and heading, the two live lines under it
// that screen readers announce, fields and pickers, photos, marks, and moments in Atlanta's time.
import { useId, type ReactNode } from 'react';
import { siteConfig } from '../../../common/site-config.ts';
import type { DateWithRoom, StopPhoto } from '../../../common/owner-inbox.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../components/ui/button.tsx';

/** A text field of the inbox: full width, a phone's readable size. */
export const field = 'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900';

/** A select's value as one of its list's, or nothing ('' is 'any'). */
export const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined => list.find((item) => item === value);

let businessZone = siteConfig.timeZone;
/** The business's time zone as the session says it (the owner may have changed it). */
export const showTimesIn = (timeZone: string) => {
  businessZone = timeZone;
};

/** A moment as the business reads it: 'Nov 25, 2026, 8:00 AM', in the business's own time. */
export const when = (ms: number) =>
  new Date(ms).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: businessZone });

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

/** What an action did, read out as it changes; `compact` keeps no room for it while there is none. */
export function Announcements({ status, error, compact = false }: { status: string; error: string; compact?: boolean }) {
  return (
    <>
      <p role="status" className={cn('text-sm text-slate-700', compact ? 'mt-2' : 'mt-3 min-h-6')}>
        {status}
      </p>
      <p role="alert" className={cn('text-sm font-semibold text-red-700', !compact && 'min-h-6')}>
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

/** A stop's photos as thumbnails (each link works for a day), each with who took it. */
export function StopPhotos({ photos, label, alt }: { photos: StopPhoto[]; label: string; alt: string }) {
  if (!photos.length) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
      {photos.map(({ url, takenBy }, i) => (
        <li key={url}>
          <figure>
            <img
              src={url}
              alt={`${alt}, shot ${i + 1}${takenBy ? ` by ${takenBy}` : ''}`}
              width={96}
              height={64}
              className="h-16 w-24 rounded-lg object-cover"
            />
            {takenBy ? (
              <figcaption className="mt-0.5 max-w-24 truncate text-xs text-slate-500" aria-hidden="true">
                {takenBy.split('@')[0]}
              </figcaption>
            ) : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** A row of a list the owner keeps (passkeys, the crew): what it is, and a Remove button when it may go. */
export function RemovableRow({
  title,
  detail,
  onRemove,
  removeLabel,
}: {
  title: string;
  detail: string;
  onRemove?: (() => void) | undefined;
  removeLabel: string;
}) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <span className="min-w-0 text-sm text-slate-700">
        <strong className="block truncate text-base text-brand-950">{title}</strong>
        {detail}
      </span>
      {onRemove ? (
        <Button type="button" variant="secondary" size="sm" onClick={onRemove} aria-label={removeLabel}>
          Remove
        </Button>
      ) : null}
    </li>
  );
}

/** Who made a mark, under it: the owner sees which of the crew was at the curb. */
export function MarkedBy({ who }: { who: string | null }) {
  return who ? <p className="mt-1 text-xs text-slate-500">Marked by {who}</p> : null;
}
