// The day's route: the next service day's visits grouped by zip, in order. Each visit: the
// street opens in the phone's maps, the phone calls or texts, and a mark of done or skipped.
import { MapPin, MessageSquare, Phone } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn.ts';
import type { TodayAnswer, TodayVisit } from '../../common/owner-inbox.ts';
import { ownerApi } from './owner-api.ts';
import { OwnerPage, PanelError, useOwnerData } from './owner-view.tsx';
import { PaymentMark } from './payments.tsx';

const MARKS = [
  ['done', 'Done'],
  ['skipped', 'Skipped'],
] as const;

function Visit({ visit, onMarked }: { visit: TodayVisit; onMarked: () => void }) {
  const [error, setError] = useState('');
  const mark = (value: TodayVisit['mark']) =>
    ownerApi(`visits/${encodeURIComponent(visit.visitId)}/mark`, { body: { mark: value } })
      .then(onMarked)
      .catch((problem: Error) => setError(problem.message));
  const link = 'inline-flex items-center gap-1.5 rounded-lg font-semibold text-brand-800 underline-offset-2 hover:underline';
  return (
    <li className={cn('rounded-2xl bg-white p-4 shadow-sm ring-1', visit.mark ? 'ring-brand-300' : 'ring-slate-200')}>
      <h3 className="text-lg font-bold text-brand-950">
        {visit.name}
        <PaymentMark state={visit.payment} />
      </h3>
      <p className="text-sm text-slate-600">
        {visit.plan} · {visit.reference}
        {visit.deepClean ? <strong className="ml-1 text-brand-800">· Seasonal deep clean</strong> : null}
      </p>
      <ul className="mt-2 grid gap-1.5 text-sm">
        <li>
          <a className={link} href={visit.mapsUrl} target="_blank" rel="noopener noreferrer">
            <MapPin aria-hidden="true" className="size-4" /> {visit.street}
            <span className="sr-only">(opens maps)</span>
          </a>
        </li>
        {visit.phoneE164 ? (
          <li className="flex flex-wrap gap-4">
            <a className={link} href={`tel:${visit.phoneE164}`} aria-label={`Call ${visit.name}, ${visit.phone}`}>
              <Phone aria-hidden="true" className="size-4" /> {visit.phone}
            </a>
            <a className={link} href={`sms:${visit.phoneE164}`} aria-label={`Text ${visit.name}`}>
              <MessageSquare aria-hidden="true" className="size-4" /> Text
            </a>
          </li>
        ) : null}
      </ul>
      {visit.notes ? <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-700">{visit.notes}</p> : null}
      <div className="mt-3 flex gap-2" role="group" aria-label={`Mark the visit to ${visit.name}`}>
        {MARKS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={visit.mark === value}
            onClick={() => void mark(visit.mark === value ? null : value)}
            className="rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700"
          >
            {label}
          </button>
        ))}
      </div>
      <PanelError error={error} className="mt-2" />
    </li>
  );
}

export function Today() {
  const { data: today, error, load } = useOwnerData<TodayAnswer>('today', { refresh: true });

  if (error) return <p role="alert">{error}</p>;
  if (!today) return <p role="status">Loading the day…</p>;
  return (
    <OwnerPage title={`${today.isToday ? 'Today' : 'Next service day'}: ${today.day}`}>
      <p className="text-sm text-slate-600">
        {today.count} of {today.capacity} visits booked
      </p>
      {today.zips.length === 0 ? <p className="mt-6 text-slate-700">No visits booked for this day.</p> : null}
      {today.zips.map(({ zip, visits }) => (
        <section key={zip} aria-labelledby={`zip-${zip}`} className="mt-6">
          <h3 id={`zip-${zip}`} className="text-sm font-bold tracking-widest text-slate-500 uppercase">
            {zip} · {visits.length} {visits.length === 1 ? 'visit' : 'visits'}
          </h3>
          <ol className="mt-2 grid gap-3">
            {visits.map((visit) => (
              <Visit key={visit.visitId} visit={visit} onMarked={() => void load()} />
            ))}
          </ol>
        </section>
      ))}
    </OwnerPage>
  );
}
