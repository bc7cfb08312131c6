// An account in the inbox: its billing contact, each address on the route (schedule, price, next
// visit, visits given), its invoices (each with Stripe's page), the signature that made it, and
// what the owner can do: add an address (a new version of its proposal), or end it with the
// terms' notice after a confirmation step.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountDetail } from '../../../common/owner-accounts.ts';
import { Button } from '../../components/ui/button.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { Announcements, OwnerPage, when } from '../shared/owner-view.tsx';
import { InvoiceMark, proposalHref } from '../shared/account-links.tsx';

export function AccountView({ id }: { id: string }) {
  const { data, error, load } = useOwnerData('GET /owner/api/accounts/:id', { params: { id } });
  if (!data) return <OwnerPage title="Account">{<Announcements status="Loading…" error={error} />}</OwnerPage>;
  return (
    <OwnerPage title={data.business}>
      <p className="mt-1 text-sm text-slate-600">
        {data.status === 'ended' ? `Ended: the last visits are up to ${data.endsOn ?? ''}.` : 'Active.'} Billing contact:{' '}
        {data.contact.name},{' '}
        <a className="font-semibold text-brand-800 underline" href={`mailto:${data.contact.email}`}>
          {data.contact.email}
        </a>
        , {data.contact.mobile}
      </p>
      <h3 className="mt-6 text-lg font-bold text-brand-950">Addresses</h3>
      <ul className="mt-2 grid gap-2" aria-label="Addresses">
        {data.sites.map((site) => (
          <li key={site.id} className="rounded-2xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
            <strong className="text-base text-brand-950">
              {site.street}, {site.zip}
            </strong>
            <span className="block">
              {site.carts} carts · {site.schedule} · {site.perCart} a cart, {site.perVisit} a visit · {site.reference}
            </span>
            <span className="block">
              {site.nextVisit ? `Next visit: ${site.nextVisit}` : 'No visit planned'} · {site.given} {site.given === 1 ? 'visit' : 'visits'}{' '}
              given
            </span>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-lg font-bold text-brand-950">Invoices</h3>
      {data.invoices.length === 0 ? <p className="mt-2 text-slate-700">None yet: each month's visits are billed on the 1st.</p> : null}
      <ul className="mt-2 grid gap-2" aria-label="Invoices">
        {data.invoices.map((invoice) => (
          <li key={invoice.id} className="rounded-2xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
            <strong className="text-base text-brand-950">
              {invoice.month}
              {invoice.number ? `, ${invoice.number}` : ''}
            </strong>
            <InvoiceMark state={invoice.state} />
            <span className="block">
              {invoice.total} · {invoice.lines} {invoice.lines === 1 ? 'line' : 'lines'} · paid {invoice.paid}
              {invoice.due ? ` · due ${invoice.due}` : ''}
              {invoice.url ? (
                <>
                  {' · '}
                  <a className="font-semibold text-brand-800 underline" href={invoice.url} target="_blank" rel="noreferrer">
                    Stripe's page
                  </a>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <Signature detail={data} />
      <Actions detail={data} onChanged={() => void load()} />
    </OwnerPage>
  );
}

function Signature({ detail }: { detail: AccountDetail }) {
  const signed = detail.acceptance;
  if (!signed) return null;
  return (
    <section aria-label="The signature" className="mt-6 rounded-2xl bg-brand-50 p-4 text-sm ring-1 ring-brand-200">
      <h3 className="font-bold text-brand-950">Accepted online</h3>
      <p className="mt-1 text-slate-800">
        Signed by {signed.name} on {when(signed.at)}, from {signed.ip} ({signed.agent}).{' '}
        <a className="font-semibold text-brand-800 underline" href={proposalHref(signed.proposalId)}>
          Version {signed.version} as signed
        </a>
      </p>
      <p className="mt-1 font-mono text-xs break-all text-slate-600">Fingerprint: {signed.fingerprint}</p>
    </section>
  );
}

function Actions({ detail, onChanged }: { detail: AccountDetail; onChanged: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const queries = useQueryClient();
  const latest = detail.proposals.at(-1);
  const addAddress = () =>
    latest &&
    ownerApi('POST /owner/api/proposals/:id/revise', { params: { id: latest.id } })
      .then((draft) => (location.hash = proposalHref(draft.id)))
      .catch((problem: Error) => setError(problem.message));
  const end = () =>
    ownerApi('POST /owner/api/accounts/:id/end', { params: { id: detail.id } })
      .then((after) => {
        setConfirming(false);
        setStatus(`Ended: the last visits are up to ${after.endsOn ?? ''}; ${detail.contact.name} is told by e-mail.`);
        void queries.invalidateQueries();
        onChanged();
      })
      .catch((problem: Error) => setError(problem.message));
  if (detail.status === 'ended') return <Announcements status={status} error={error} />;
  return (
    <div className="mt-6 grid gap-3">
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={() => void addAddress()}>
          Add an address
        </Button>
        {confirming ? null : (
          <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
            End the account…
          </Button>
        )}
      </div>
      {confirming ? (
        <div className="rounded-2xl bg-red-50 p-4 ring-1 ring-red-200">
          <p className="text-sm text-slate-800">
            With the terms' notice, its last visits would be up to {detail.endWouldBe}. Visits after that are cancelled and{' '}
            {detail.contact.name} is told by e-mail.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="button" variant="danger" size="sm" onClick={() => void end()}>
              Yes, end it
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        </div>
      ) : null}
      <Announcements status={status} error={error} />
    </div>
  );
}
