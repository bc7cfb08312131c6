// One lead, as it opens beside the list: where it came from, how to reach them (and what stands
// in the way: texts stopped, cans not out), where the owner is with them, their notes, and a
// booking for a home (or a proposal for a business).
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatPhone } from '../../../common/phone.ts';
import { WAY_IN_WORDS } from '../../../common/ways-in.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { LEAD_STATUSES, type DateWithRoom, type InboxLeadRow, type LeadStatus } from '../../../common/owner-inbox.ts';
import { ownerApi } from '../shared/owner-api.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { Announcements, DatePicker, oneOf, when } from '../shared/owner-view.tsx';
import { LoadFailed, Loading } from '../shared/load-states.tsx';

const STATUSES = LEAD_STATUSES;
type Lead = InboxLeadRow;

const input = 'block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900';

/** Books a contact request on a service date with room; the customer gets the usual confirmation. */
function BookLead({ lead, onChanged, onError }: { lead: Lead; onChanged: () => void; onError: (message: string) => void }) {
  const [dates, setDates] = useState<DateWithRoom[] | null>(null);
  const [date, setDate] = useState('');
  if (!dates)
    return (
      <Button
        type="button"
        size="sm"
        variant="secondary"
        className="mt-3"
        onClick={() =>
          void ownerApi('GET /owner/api/booking-dates')
            .then((found) => setDates(found.dates))
            .catch((problem: Error) => onError(problem.message))
        }
      >
        Book {lead.name}
      </Button>
    );
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2">
      <DatePicker label={`Date for ${lead.name}`} dates={dates} value={date} onChange={setDate} />
      <Button
        type="button"
        size="sm"
        disabled={!date}
        onClick={() =>
          void ownerApi('POST /owner/api/leads/:id/book', { params: { id: lead.id }, body: { date } })
            .then(onChanged)
            .catch((problem: Error) => onError(problem.message))
        }
      >
        Book this date
      </Button>
    </div>
  );
}

interface LeadActions {
  lead: Lead;
  onChanged: () => void;
  onError: (message: string) => void;
}

/** One lead, opened from the list: how to reach them, where the owner is with them, notes, booking. */
export function LeadView({ id }: { id: string }) {
  const { data, error, setError, load } = useOwnerData('GET /owner/api/leads/:id', { params: { id }, refresh: true });
  const queries = useQueryClient();
  // A change shows here and in the list beside it at once, not at the next refresh.
  const changed = () => {
    setError('');
    void load();
    void queries.invalidateQueries({ queryKey: ['GET /owner/api/leads'] });
  };
  if (!data) return error ? <LoadFailed error={error} onRetry={() => void load()} /> : <Loading label="Loading the lead" />;
  return (
    <>
      <LeadCard lead={data} onChanged={changed} onError={setError} />
      <Announcements status="" error={error} />
    </>
  );
}

function LeadCard({ lead, onChanged, onError }: LeadActions) {
  const params = { id: lead.id };
  const done = (call: Promise<unknown>) => call.then(onChanged).catch((problem: Error) => onError(problem.message));
  const setStatus = (status: LeadStatus | undefined) =>
    status && void done(ownerApi('POST /owner/api/leads/:id/status', { params, body: { status } }));
  return (
    <article aria-labelledby="lead-name" className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id="lead-name" className="text-xl font-extrabold text-brand-950">
        {lead.name}
      </h3>
      <p className="text-sm text-slate-600">
        {WAY_IN_WORDS[lead.way]} · {when(lead.createdAt)} · {lead.serviceType}
        {lead.bookedOnline ? (
          <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-900">Booked online</span>
        ) : null}
      </p>
      <LeadReach lead={lead} />
      {lead.notes ? <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-700">{lead.notes}</p> : null}
      <label className="mt-3 flex items-center gap-2 text-sm font-semibold text-slate-800">
        Status
        <select
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5"
          value={lead.status}
          onChange={(e) => setStatus(oneOf(STATUSES, e.target.value))}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </label>
      {lead.ownerNotes.length ? (
        <ul className="mt-3 grid gap-1 text-sm text-slate-700" aria-label={`Notes on ${lead.name}`}>
          {lead.ownerNotes.map((n) => (
            <li key={n.at + n.text}>
              <span className="text-slate-500">{when(n.at)}:</span> {n.text}
            </li>
          ))}
        </ul>
      ) : null}
      {lead.status !== 'booked' && lead.serviceType !== 'Commercial' ? (
        <BookLead lead={lead} onChanged={onChanged} onError={onError} />
      ) : null}
      {lead.status !== 'booked' && lead.serviceType === 'Commercial' ? (
        <ButtonLink href={`#accounts/new/${encodeURIComponent(lead.id)}`} size="sm" className="mt-3">
          Make a proposal for {lead.name}
        </ButtonLink>
      ) : null}
      <NoteForm lead={lead} onChanged={onChanged} onError={onError} />
    </article>
  );
}

/** How to reach the lead, and what stands in the way: cans not out lately, texts stopped. */
function LeadReach({ lead }: { lead: Lead }) {
  return (
    <>
      <p className="mt-2 text-sm text-slate-800">
        {lead.street}, {lead.zip} ·{' '}
        {lead.mobileE164 ? (
          <a className="font-semibold text-brand-800 underline" href={`tel:${lead.mobileE164}`}>
            {formatPhone(lead.mobile)}
          </a>
        ) : (
          lead.mobile
        )}{' '}
        ·{' '}
        <a className="font-semibold text-brand-800 underline" href={`mailto:${lead.email}`}>
          {lead.email}
        </a>
      </p>
      {lead.notOutThisMonth ? (
        <p className="mt-2 text-sm font-semibold text-amber-900">
          Cans not out {lead.notOutThisMonth} {lead.notOutThisMonth === 1 ? 'time' : 'times'} in the last 30 days.
        </p>
      ) : null}
      {lead.textsStopped ? (
        <p className="mt-2 text-sm font-semibold text-red-800">
          Texts stopped: this number replied STOP. Only its own START turns them back on.
        </p>
      ) : null}
    </>
  );
}

/** The owner's note on the lead, added to its list. */
function NoteForm({ lead, onChanged, onError }: LeadActions) {
  const [note, setNote] = useState('');
  const addNote = (event: FormEvent) => {
    event.preventDefault();
    void ownerApi('POST /owner/api/leads/:id/notes', { params: { id: lead.id }, body: { text: note } })
      .then(onChanged)
      .catch((problem: Error) => onError(problem.message))
      .then(() => setNote(''));
  };
  return (
    <form onSubmit={addNote} className="mt-3 flex gap-2" aria-label={`Add a note on ${lead.name}`}>
      <label className="sr-only" htmlFor={`note-${lead.id}`}>
        Note on {lead.name}
      </label>
      <input
        id={`note-${lead.id}`}
        className={input}
        value={note}
        maxLength={1000}
        onChange={(e) => setNote(e.target.value)}
        placeholder="Add a note"
      />
      <Button type="submit" size="sm" variant="secondary">
        Add
      </Button>
    </form>
  );
}
