// The owner's Customers: one record per person, the most recent first, 50 at a time; a record
// opens at its own address ('#customers/m:+1404…'). On a phone the list or the record; from
// 1024 px the list beside the record.
import { OlderButton, useOlderPages } from '../shared/older-pages.tsx';
import { addressParam, itemAt, useAddress } from '../shared/use-address.ts';
import { LEAVING_LABELS, LEAVING_REASONS, type LeavingReason } from '../../../common/leaving-reasons.ts';
import type { CustomerSummary } from '../../../common/owner-customers.ts';
import { cn } from '../../lib/cn.ts';
import { ownerApi } from '../shared/owner-api.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { OwnerPage } from '../shared/owner-view.tsx';
import { LoadFailed, Loading } from '../shared/load-states.tsx';
import { CustomerView } from './customer-view.tsx';
import { ListAndDetail } from '../shared/list-and-detail.tsx';

const PREFIX = '#customers/';
const keyOfAddress = itemAt(PREFIX);
export const customerHref = (key: string) => `${PREFIX}${encodeURIComponent(key)}`;

/** Who left for a reason ('#customers?left=price', from Home), or null for every customer. */
const leftOfAddress = (): LeavingReason | 'unsaid' | null => {
  const left = addressParam('left');
  return (LEAVING_REASONS as readonly string[]).includes(left) || left === 'unsaid' ? (left as LeavingReason | 'unsaid') : null;
};

export function Customers() {
  const open = useAddress(keyOfAddress);
  const left = useAddress(leftOfAddress);
  return (
    <OwnerPage title="Customers">
      <ListAndDetail
        open={open}
        list={left ? <LeaverList reason={left} open={open} /> : <CustomerList open={open} />}
        detail={open ? <CustomerView key={open} personKey={open} /> : null}
        back={{ href: '#customers', words: 'All customers' }}
        nothingOpen="Choose a customer to see their record, or search with / ."
      />
    </OwnerPage>
  );
}

function CustomerList({ open }: { open: string | null }) {
  const { data, error, load } = useOwnerData('GET /owner/api/customers', { refresh: true });
  const pages = useOlderPages(
    data && { rows: data.customers, next: data.next },
    (before) => ownerApi('GET /owner/api/customers', { query: { before } }).then((page) => ({ rows: page.customers, next: page.next })),
    (customer) => customer.key,
  );
  if (!data) return error ? <LoadFailed error={error} onRetry={() => void load()} /> : <Loading label="Loading the customers" />;
  if (pages.rows.length === 0) return <p className="text-slate-700">No customers yet: each contact request, call or booking makes one.</p>;
  return (
    <>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="Customers" data-keyed-list>
        {pages.rows.map((customer) => (
          <CustomerRow key={customer.key} customer={customer} here={customer.key === open} />
        ))}
      </ul>
      <OlderButton pages={pages}>More customers</OlderButton>
    </>
  );
}

/** Those who left for one reason in the last 90 days, the latest first, each opening their record. */
function LeaverList({ reason, open }: { reason: LeavingReason | 'unsaid'; open: string | null }) {
  const query = { reason };
  const { data, error, load } = useOwnerData('GET /owner/api/leavers', { query });
  const pages = useOlderPages(
    data && { rows: data.leavers, next: data.next },
    (before) => ownerApi('GET /owner/api/leavers', { query: { reason, before } }).then((page) => ({ rows: page.leavers, next: page.next })),
    (leaver) => leaver.reference,
    reason,
  );
  const heading = (
    <p className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <strong className="text-brand-950">Left, the last 90 days: {LEAVING_LABELS[reason]}</strong>
      <a href="#customers" className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-800 underline">
        All customers
      </a>
    </p>
  );
  if (!data) return error ? <LoadFailed error={error} onRetry={() => void load()} /> : <Loading label="Loading who left" />;
  return (
    <>
      {heading}
      {pages.rows.length === 0 ? <p className="text-slate-700">Nobody left for this reason in the last 90 days.</p> : null}
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label={`Left: ${LEAVING_LABELS[reason]}`}>
        {pages.rows.map((leaver) => (
          <li key={leaver.reference}>
            <a
              href={customerHref(leaver.key)}
              aria-current={leaver.key === open ? 'page' : undefined}
              className={cn(
                'block rounded-2xl bg-white p-3 ring-1 ring-slate-200 hover:ring-brand-400',
                leaver.key === open && 'ring-2 ring-brand-700',
              )}
            >
              <strong className="block truncate text-brand-950">{leaver.name}</strong>
              <span className="block text-sm text-slate-600">
                {leaver.membership ? 'Membership ended' : 'One-time clean cancelled'} {leaver.when} · {leaver.reference}
              </span>
              {leaver.words ? <span className="mt-1 block text-sm text-slate-800">“{leaver.words}”</span> : null}
            </a>
          </li>
        ))}
      </ul>
      <OlderButton pages={pages}>More</OlderButton>
    </>
  );
}

function CustomerRow({ customer, here }: { customer: CustomerSummary; here: boolean }) {
  return (
    <li>
      <a
        href={customerHref(customer.key)}
        aria-current={here ? 'page' : undefined}
        className={cn('block rounded-2xl bg-white p-3 ring-1 ring-slate-200 hover:ring-brand-400', here && 'ring-2 ring-brand-700')}
      >
        <strong className="block truncate text-brand-950">{customer.name}</strong>
        <span className="block truncate text-sm text-slate-600">
          {customer.phone ?? customer.email} · {customer.street}, {customer.zip}
        </span>
      </a>
    </li>
  );
}
