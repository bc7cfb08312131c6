// The calls: when, how long, how each ended up and its summary; each opens to its transcript
// and the lead it booked. Exports sit here too, for the records in a spreadsheet.
import { useState } from 'react';
import type { CallSummary } from '../../../common/owner-inbox.ts';
import { formatPhone } from '../../../common/phone.ts';
import { ownerApi } from '../shared/owner-api.ts';
import { Announcements, OwnerPage, when } from '../shared/owner-view.tsx';
import { useOwnerData } from '../shared/owner-data.ts';
import { OlderButton, useOlderPages } from '../shared/older-pages.tsx';

type Call = CallSummary;

const minutes = (ms: number | null) => (ms === null ? '' : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`);

function CallCard({ call }: { call: Call }) {
  const [transcript, setTranscript] = useState<string | null>(null);
  const [error, setError] = useState('');
  const open = (isOpen: boolean) =>
    isOpen &&
    transcript === null &&
    ownerApi('GET /owner/api/calls/:id', { params: { id: call.callId } })
      .then((full) => setTranscript(full.transcript ?? 'No transcript was recorded.'))
      .catch((problem: Error) => setError(problem.message));
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 className="font-bold text-brand-950">
        {when(call.receivedAt)} · {call.outcome ?? 'no outcome'}
      </h3>
      <p className="text-sm text-slate-600">
        {[call.callType, call.callerNumber && formatPhone(call.callerNumber), minutes(call.durationMs)].filter(Boolean).join(' · ')}
        {call.lead ? ` · booked ${call.lead.name}` : ''}
      </p>
      {call.summary ? <p className="mt-2 text-sm text-slate-800">{call.summary}</p> : null}
      <details className="mt-2" onToggle={(e) => void open(e.currentTarget.open)}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">Transcript</summary>
        <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800">{transcript ?? 'Loading…'}</p>
        {error ? <p role="alert">{error}</p> : null}
      </details>
    </li>
  );
}

export function Calls() {
  const { data, error } = useOwnerData('GET /owner/api/calls', { refresh: true });
  const pages = useOlderPages(
    data && { rows: data.calls, next: data.next },
    (before) => ownerApi('GET /owner/api/calls', { query: { before } }).then((page) => ({ rows: page.calls, next: page.next })),
    (call) => call.callId,
  );
  const link = 'font-semibold text-brand-800 underline';
  return (
    <OwnerPage title="Calls">
      <p className="mt-1 text-sm text-slate-600">
        Download:{' '}
        <a className={link} href="/owner/api/export/leads.csv" download>
          leads
        </a>
        ,{' '}
        <a className={link} href="/owner/api/export/bookings.csv" download>
          bookings
        </a>
        ,{' '}
        <a className={link} href="/owner/api/export/calls.csv" download>
          calls
        </a>{' '}
        (CSV)
      </p>
      {data === null ? null : pages.rows.length === 0 ? (
        <p className="mt-4 text-slate-700">No calls yet.</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label="Calls">
          {pages.rows.map((call) => (
            <CallCard key={call.callId} call={call} />
          ))}
        </ul>
      )}
      <OlderButton pages={pages}>Older calls</OlderButton>
      <Announcements status="" error={error || pages.error} />
    </OwnerPage>
  );
}
