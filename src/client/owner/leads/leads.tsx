// The leads: the open ones first (new or contacted), with how many are in each state; searched by
// name, phone, street or zip and filtered by the way they came in. A lead opens at its own
// address ('#leads/<id>'), beside the list from 1024 px; Home's figures open it filtered
// ('#leads?way=phone').
import { useState } from 'react';
import type { InboxLeadRow, LeadFilter } from '../../../common/owner-inbox.ts';
import { WAY_IN_WORDS, WAYS_IN, type WayIn } from '../../../common/ways-in.ts';
import { cn } from '../../lib/cn.ts';
import { FilterChips } from '../shared/filter-chips.tsx';
import { ListAndDetail } from '../shared/list-and-detail.tsx';
import { LoadFailed, Loading } from '../shared/load-states.tsx';
import { OlderButton, useOlderPages } from '../shared/older-pages.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { PanelError, oneOf, OwnerPage, when } from '../shared/owner-view.tsx';
import { addressParam, itemAt, useAddress } from '../shared/use-address.ts';
import { LeadView } from './lead-view.tsx';

const PREFIX = '#leads/';
const idOfAddress = itemAt(PREFIX);
/** The way in the address asks for ('#leads?way=phone', from Home). */
const wayOfAddress = () => oneOf(WAYS_IN, addressParam('way'));

type Shown = LeadFilter | 'all';
const SHOWN: readonly (readonly [Shown, string])[] = [
  ['open', 'Open'],
  ['new', 'New'],
  ['contacted', 'Contacted'],
  ['booked', 'Booked'],
  ['lost', 'Lost'],
  ['all', 'All'],
];
const STATUS_WORDS: Record<InboxLeadRow['status'], string> = { new: 'New', contacted: 'Contacted', booked: 'Booked', lost: 'Lost' };
const input = 'block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900';

export function Leads() {
  const open = useAddress(idOfAddress);
  return (
    <OwnerPage title="Leads">
      <ListAndDetail
        open={open}
        list={<LeadList open={open} />}
        detail={open ? <LeadView key={open} id={open} /> : null}
        back={{ href: '#leads', words: 'All leads' }}
        nothingOpen="Choose a lead to see it, set where you are with it, add a note or book it."
      />
    </OwnerPage>
  );
}

function LeadList({ open }: { open: string | null }) {
  const [q, setQ] = useState('');
  const [way, setWay] = useState<WayIn | undefined>(wayOfAddress);
  // From Home's figure of a way in, every lead that came that way; otherwise the open ones.
  const [shown, setShown] = useState<Shown>(way ? 'all' : 'open');
  const status = shown === 'all' ? undefined : shown;
  const query = { q, way, status };
  const { data, error, load } = useOwnerData('GET /owner/api/leads', { query, refresh: true });
  const pages = useOlderPages(
    data && { rows: data.leads, next: data.next },
    (before) => ownerApi('GET /owner/api/leads', { query: { ...query, before } }).then((page) => ({ rows: page.leads, next: page.next })),
    (lead) => lead.id,
    JSON.stringify(query),
  );
  const counts = data?.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;
  return (
    <>
      <div className="grid gap-2 sm:grid-cols-[3fr_2fr] lg:grid-cols-1">
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
          Came in by
          <select className={input} value={way ?? ''} onChange={(e) => setWay(oneOf(WAYS_IN, e.target.value))}>
            <option value="">Any way</option>
            {WAYS_IN.map((w) => (
              <option key={w} value={w}>
                {WAY_IN_WORDS[w]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FilterChips
        label="Show"
        className="mt-3"
        filters={SHOWN}
        value={shown}
        onChange={setShown}
        counts={counts ? { ...counts, open: counts.new + counts.contacted, all: total } : {}}
      />
      {data === null ? (
        error ? (
          <LoadFailed error={error} onRetry={() => void load()} />
        ) : (
          <Loading label="Loading the leads" />
        )
      ) : pages.rows.length === 0 ? (
        <p className="mt-4 text-slate-700">
          {shown === 'open' && !q && !way ? 'No open leads: every one is booked or lost.' : 'No leads match.'}
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="Leads" data-keyed-list>
          {pages.rows.map((lead) => (
            <LeadRow key={lead.id} lead={lead} here={lead.id === open} />
          ))}
        </ul>
      )}
      <OlderButton pages={pages}>Older leads</OlderButton>
      <PanelError error={data ? error || pages.error : ''} className="mt-3" />
    </>
  );
}

function LeadRow({ lead, here }: { lead: InboxLeadRow; here: boolean }) {
  return (
    <li>
      <a
        href={`${PREFIX}${encodeURIComponent(lead.id)}`}
        aria-current={here ? 'page' : undefined}
        className={cn('block rounded-2xl bg-white p-3 ring-1 ring-slate-200 hover:ring-brand-400', here && 'ring-2 ring-brand-700')}
      >
        <span className="flex items-baseline justify-between gap-3">
          <strong className="truncate text-brand-950">{lead.name}</strong>
          <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {STATUS_WORDS[lead.status]}
          </span>
        </span>
        <span className="block truncate text-sm text-slate-600">
          {WAY_IN_WORDS[lead.way]} · {when(lead.createdAt)} · {lead.serviceType} · {lead.street}, {lead.zip}
        </span>
      </a>
    </li>
  );
}
