// The owner's Customers: one record per person, the most recent first, 50 at a time; a record
// opens at its own address ('#customers/m:+1404…'). On a phone the list or the record; from
// 1024 px the list beside the record.
import { OlderButton, useOlderPages } from '../shared/older-pages.tsx';
import { itemAt, useAddress } from '../shared/use-address.ts';
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

export function Customers() {
  const open = useAddress(keyOfAddress);
  return (
    <OwnerPage title="Customers">
      <ListAndDetail
        open={open}
        list={<CustomerList open={open} />}
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
