// The leads: newest first, searched by name, phone, street or zip, filtered by where they came
// from and where the owner is with them; each with its details, a status to set and notes.
import { formatPhone } from '../../../common/phone.ts';
import { useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import {
  INBOX_SOURCES,
  LEAD_STATUSES,
  type DateWithRoom,
  type InboxLeadRow,
  type InboxSource,
  type LeadStatus,
} from '../../../common/owner-inbox.ts';
import { ownerApi } from '../shared/owner-api.ts';
import { Announcements, DatePicker, oneOf, OwnerPage, when } from '../shared/owner-view.tsx';
import { useOwnerData } from '../shared/owner-data.ts';
import { OlderButton, useOlderPages } from '../shared/older-pages.tsx';

const STATUSES = LEAD_STATUSES;
const SOURCE_WORDS: Record<InboxSource, string> = { form: 'Contact form', call: 'Call', chat: 'Chat' };
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

function LeadCard({ lead, onChanged, onError }: LeadActions) {
  const params = { id: lead.id };
  const done = (call: Promise<unknown>) => call.then(onChanged).catch((problem: Error) => onError(problem.message));
  const setStatus = (status: LeadStatus | undefined) =>
    status && void done(ownerApi('POST /owner/api/leads/:id/status', { params, body: { status } }));
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 className="text-lg font-bold text-brand-950">{lead.name}</h3>
      <p className="text-sm text-slate-600">
        {SOURCE_WORDS[lead.source]} · {when(lead.createdAt)} · {lead.serviceType}
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
    </li>
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

export function Leads() {
  const [q, setQ] = useState('');
  const [source, setSource] = useState<InboxSource>();
  const [status, setStatus] = useState<LeadStatus>();
  const { data, error, setError, load } = useOwnerData('GET /owner/api/leads', { query: { q, source, status }, refresh: true });
  const pages = useOlderPages(
    data && { rows: data.leads, next: data.next },
    (before) =>
      ownerApi('GET /owner/api/leads', { query: { q, source, status, before } }).then((page) => ({ rows: page.leads, next: page.next })),
    (lead) => lead.id,
    JSON.stringify([q, source, status]),
  );
  return (
    <OwnerPage title="Leads">
      <div className="mt-3 grid gap-2 sm:grid-cols-[2fr_1fr_1fr]">
        <label className="text-sm font-semibold text-slate-800">
          Search
          <input
            className={input}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Name, phone, street or zip"
          />
        </label>
        <label className="text-sm font-semibold text-slate-800">
          From
          <select className={input} value={source ?? ''} onChange={(e) => setSource(oneOf(INBOX_SOURCES, e.target.value))}>
            <option value="">Anywhere</option>
            {INBOX_SOURCES.map((s) => (
              <option key={s} value={s}>
                {SOURCE_WORDS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-slate-800">
          Status
          <select className={input} value={status ?? ''} onChange={(e) => setStatus(oneOf(STATUSES, e.target.value))}>
            <option value="">Any</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      {data === null ? null : pages.rows.length === 0 ? (
        <p className="mt-4 text-slate-700">No leads match.</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label="Leads">
          {pages.rows.map((lead) => (
            <LeadCard key={lead.id} lead={lead} onChanged={() => void load()} onError={setError} />
          ))}
        </ul>
      )}
      <OlderButton pages={pages}>Older leads</OlderButton>
      <Announcements status="" error={error || pages.error} />
    </OwnerPage>
  );
}
