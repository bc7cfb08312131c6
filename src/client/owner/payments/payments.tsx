// The payments: the takings of the day and the month, what the nightly check against Stripe could
// not explain, how many payments are in each state and what they come to (a state chosen, or
// Home's link), then each booking's payment, the failed first, with each of its charges; any charge
// with something left can be refunded on its own (after a confirmation step). CSV to download.
import { useState } from 'react';
import type { PaymentChargeRow, PaymentRow, PaymentsAnswer } from '../../../common/owner-inbox.ts';
import { PAYMENT_STATES, type PaymentState } from '../../../common/payment-states.ts';
import { FilterChips } from '../shared/filter-chips.tsx';
import { addressParam } from '../shared/use-address.ts';
import { LoadFailed, Loading } from '../shared/load-states.tsx';
import type { AccountInvoiceRow } from '../../../common/owner-accounts.ts';
import { PaymentMark } from '../shared/payment-mark.tsx';
import { accountHref, InvoiceMark } from '../shared/account-links.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { Announcements, oneOf, OwnerPage, PanelError, when } from '../shared/owner-view.tsx';
import { useOwnerData } from '../shared/owner-data.ts';
import { OlderButton, useOlderPages } from '../shared/older-pages.tsx';

/** One charge: what it paid for, how much, what went back, and its own refund after a confirmation step. */
function Charge({ charge, name, onRefunded }: { charge: PaymentChargeRow; name: string; onRefunded: (message: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const refund = () =>
    ownerApi('POST /owner/api/charges/:ref/refund', { params: { ref: charge.ref }, body: {} })
      .then(() => onRefunded(`Refund of ${name}'s ${charge.what.toLowerCase()} sent to Stripe.`))
      .catch((problem: Error) => setError(problem.message));
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700">
      <span>
        {charge.what}: {charge.amount}
        {charge.refunded !== '$0' ? ` (refunded ${charge.refunded})` : ''} · {when(charge.at)}
      </span>
      {charge.refundable ? (
        confirming ? (
          <span className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="danger" onClick={() => void refund()}>
              Yes, refund {charge.what.toLowerCase()}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </span>
        ) : (
          <Button type="button" size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            Refund {charge.what.toLowerCase()}
          </Button>
        )
      ) : null}
      <PanelError error={error} />
    </li>
  );
}

function Payment({ payment, onRefunded }: { payment: PaymentRow; onRefunded: (message: string) => void }) {
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 className="font-bold text-brand-950">
        {payment.name}
        <PaymentMark state={payment.state} />
      </h3>
      <p className="text-sm text-slate-600">
        {payment.plan}, {payment.price} · {payment.reference} · taken {payment.taken} · {when(payment.updatedAt)}
      </p>
      {payment.charges.length ? (
        <ul className="mt-2 grid gap-2" aria-label={`${payment.name}'s charges`}>
          {payment.charges.map((charge) => (
            <Charge key={charge.ref} charge={charge} name={payment.name} onRefunded={onRefunded} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

type Shown = PaymentState | 'all';
const SHOWN: readonly (readonly [Shown, string])[] = [
  ['all', 'All'],
  ['failed', 'Failed'],
  ['due', 'Due'],
  ['processing', 'Processing'],
  ['card-on-file', 'Card on file'],
  ['paid', 'Paid'],
  ['refunded', 'Refunded'],
];

/** The state the address asks for ('#payments?state=failed', from Home). */
const stateOfAddress = (): Shown => oneOf(PAYMENT_STATES, addressParam('state')) ?? 'all';

/** What the payments in a state come to, in the owner's words. */
function stateTotal(shown: Shown, states: PaymentsAnswer['states']): string {
  if (shown === 'all') return '';
  const { count, taken, left } = states[shown];
  const what = `${count} ${count === 1 ? 'payment' : 'payments'} ${SHOWN.find(([id]) => id === shown)![1].toLowerCase()}`;
  if (shown === 'failed' || shown === 'due') return `${what}: ${left} to take${taken !== '$0' ? ` (${taken} taken)` : ''}.`;
  if (shown === 'processing' || shown === 'card-on-file') return `${what}: ${left} to come.`;
  // A refunded payment's net taken is what it kept; what it no longer holds of its price went back.
  if (shown === 'refunded') return `${what}: ${left} given back${taken !== '$0' ? `, ${taken} kept` : ''}.`;
  return `${what}: ${taken} taken.`;
}

export function Payments() {
  const [shown, setShown] = useState<Shown>(stateOfAddress);
  const state = shown === 'all' ? undefined : shown;
  const { data, error, load } = useOwnerData('GET /owner/api/payments', { refresh: true, query: { state } });
  const pages = useOlderPages(
    data && { rows: data.payments, next: data.next },
    (before) =>
      ownerApi('GET /owner/api/payments', { query: { before, state } }).then((page) => ({ rows: page.payments, next: page.next })),
    (payment) => payment.bookingId,
    shown,
  );
  const [status, setStatus] = useState('');
  if (!data)
    return (
      <OwnerPage title="Payments">
        {error ? <LoadFailed error={error} onRetry={() => void load()} /> : <Loading label="Loading the payments" />}
      </OwnerPage>
    );
  const counts = Object.fromEntries(PAYMENT_STATES.map((id) => [id, data.states[id].count]));
  return (
    <OwnerPage title="Payments">
      {data.on ? (
        <p className="mt-1 text-slate-700">
          Taken today: <strong>{data.today}</strong> · this month: <strong>{data.month}</strong> ·{' '}
          <a className="font-semibold text-brand-800 underline" href="/owner/api/export/payments.csv" download>
            Download CSV
          </a>
        </p>
      ) : (
        <p className="mt-1 text-slate-700">Payments are off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (see the README).</p>
      )}
      {data.check ? <p className="mt-2 text-sm text-slate-600">{data.check}</p> : null}
      {data.problems.length ? (
        <section aria-labelledby="stripe-problems" className="mt-4 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <h3 id="stripe-problems" className="font-bold text-amber-950">
            Checked against Stripe: to look at
          </h3>
          <ul className="mt-2 grid gap-1 text-sm text-slate-800">
            {data.problems.map((problem) => (
              <li key={problem.text}>{problem.text}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <FilterChips label="Show" className="mt-4" filters={SHOWN} value={shown} onChange={setShown} counts={counts} />
      {state ? <p className="mt-2 text-sm font-semibold text-slate-800">{stateTotal(shown, data.states)}</p> : null}
      {pages.rows.length === 0 ? (
        <p className="mt-4 text-slate-700">{state ? 'None in this state.' : 'No payments yet.'}</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label="Payments">
          {pages.rows.map((payment) => (
            <Payment key={payment.bookingId} payment={payment} onRefunded={(message) => void load().then(() => setStatus(message))} />
          ))}
        </ul>
      )}
      <OlderButton pages={pages}>More payments</OlderButton>
      <AccountInvoices />
      <Announcements status={status} error={error || pages.error} />
    </OwnerPage>
  );
}

/** The commercial accounts' invoices: those overdue first (how many, how much), then the latest Stripe has. */
function AccountInvoices() {
  const { data } = useOwnerData('GET /owner/api/account-invoices', { refresh: true });
  if (!data || (data.recent.length === 0 && data.count === 0)) return null;
  // One listed as overdue is not listed again among the latest.
  const overdue = new Set(data.overdue.map((invoice) => invoice.id));
  const latest = data.recent.filter((invoice) => !overdue.has(invoice.id));
  const row = (invoice: AccountInvoiceRow) => (
    <li key={invoice.id} className="rounded-2xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
      <a className="text-base font-bold text-brand-950 underline-offset-2 hover:underline" href={accountHref(invoice.accountId)}>
        {invoice.business}
      </a>
      <InvoiceMark state={invoice.state} />
      <span className="block">
        {invoice.month}
        {invoice.number ? `, ${invoice.number}` : ''} · {invoice.total} · paid {invoice.paid}
        {invoice.due ? ` · due ${invoice.due}` : ''}
      </span>
    </li>
  );
  return (
    <section aria-labelledby="account-invoices" className="mt-8">
      <h3 id="account-invoices" className="text-lg font-bold text-brand-950">
        Accounts' invoices
      </h3>
      {data.count ? (
        <>
          <p className="mt-1 text-sm font-semibold text-amber-900">
            Overdue: {data.count} {data.count === 1 ? 'invoice' : 'invoices'}, {data.total} in all.
          </p>
          <ul className="mt-2 grid gap-2" aria-label="Overdue invoices">
            {data.overdue.map(row)}
          </ul>
        </>
      ) : null}
      {latest.length ? (
        <>
          <p className="mt-3 text-sm font-semibold text-slate-700">The latest at Stripe:</p>
          <ul className="mt-2 grid gap-2" aria-label="Latest invoices">
            {latest.map(row)}
          </ul>
        </>
      ) : null}
    </section>
  );
}
