// The owner's commercial accounts: proposals (each by its latest version) and the accounts they
// made, 30 at a time with older ones on asking. Each has its own address, so an e-mail's link, a
// reload and the back button land on it: '#accounts/new' (or '#accounts/new/<lead>', from a
// commercial lead), '#accounts/proposal/<id>', '#accounts/<account>'.
import { ButtonLink } from '../../components/ui/button.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { OlderButton, useOlderPages } from '../shared/older-pages.tsx';
import { useAddress } from '../shared/use-address.ts';
import { Announcements, OwnerPage, when } from '../shared/owner-view.tsx';
import { AccountView } from './account-view.tsx';
import { accountHref, PREFIX, proposalHref, ProposalState } from '../shared/account-links.tsx';
import { NewProposal, ProposalView } from './proposal-view.tsx';

type Place =
  { kind: 'list' } | { kind: 'new'; lead: string | undefined } | { kind: 'proposal'; id: string } | { kind: 'account'; id: string };

/** Where the address points inside Accounts. */
function placeOfAddress(): Place {
  if (!location.hash.startsWith(PREFIX)) return { kind: 'list' };
  const [first, second] = location.hash.slice(PREFIX.length).split('/').map(decodeURIComponent);
  if (first === 'new') return { kind: 'new', lead: second || undefined };
  if (first === 'proposal' && second) return { kind: 'proposal', id: second };
  return first ? { kind: 'account', id: first } : { kind: 'list' };
}

export function Accounts() {
  const place = useAddress(placeOfAddress);
  if (place.kind === 'new') return <NewProposal leadId={place.lead} />;
  if (place.kind === 'proposal') return <ProposalView key={place.id} id={place.id} />;
  if (place.kind === 'account') return <AccountView key={place.id} id={place.id} />;
  return <AccountList />;
}

function AccountList() {
  const proposals = useOwnerData('GET /owner/api/proposals', { refresh: true });
  const accounts = useOwnerData('GET /owner/api/accounts', { refresh: true });
  const proposalPages = useOlderPages(
    proposals.data && { rows: proposals.data.proposals, next: proposals.data.next },
    (before) => ownerApi('GET /owner/api/proposals', { query: { before } }).then((page) => ({ rows: page.proposals, next: page.next })),
    (row) => row.id,
  );
  const accountPages = useOlderPages(
    accounts.data && { rows: accounts.data.accounts, next: accounts.data.next },
    (before) => ownerApi('GET /owner/api/accounts', { query: { before } }).then((page) => ({ rows: page.accounts, next: page.next })),
    (row) => row.id,
  );
  const overdue = accounts.data?.overdue;
  return (
    <OwnerPage title="Accounts">
      <p className="mt-1 text-sm text-slate-600">
        Commercial customers: proposals signed online, every address on the route, one invoice a month.
      </p>
      <ButtonLink href={`${PREFIX}new`} className="mt-4">
        New proposal
      </ButtonLink>
      {overdue?.count ? (
        <p role="status" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
          {overdue.count} {overdue.count === 1 ? 'invoice is' : 'invoices are'} overdue: {overdue.total} in all.
        </p>
      ) : null}
      <h3 className="mt-6 text-lg font-bold text-brand-950">Accounts</h3>
      {accounts.data && accountPages.rows.length === 0 ? (
        <p className="mt-2 text-slate-700">No accounts yet: one is made when a proposal is accepted.</p>
      ) : null}
      <ul className="mt-2 grid gap-2" aria-label="Accounts">
        {accountPages.rows.map((account) => (
          <li key={account.id}>
            <a href={accountHref(account.id)} className="block rounded-2xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-400">
              <strong className="text-base text-brand-950">{account.business}</strong>
              {account.overdue ? (
                <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                  {account.overdue} overdue
                </span>
              ) : null}
              <span className="mt-0.5 block text-sm text-slate-600">
                {account.addresses} {account.addresses === 1 ? 'address' : 'addresses'} · {account.carts} carts ·{' '}
                {account.status === 'ended' ? `ends ${account.endsOn ?? ''}` : `since ${when(account.createdAt)}`}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <OlderButton pages={accountPages}>Older accounts</OlderButton>
      <h3 className="mt-6 text-lg font-bold text-brand-950">Proposals</h3>
      {proposals.data && proposalPages.rows.length === 0 ? <p className="mt-2 text-slate-700">No proposals yet.</p> : null}
      <ul className="mt-2 grid gap-2" aria-label="Proposals">
        {proposalPages.rows.map((proposal) => (
          <li key={proposal.id}>
            <a href={proposalHref(proposal.id)} className="block rounded-2xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-400">
              <strong className="text-base text-brand-950">{proposal.business || 'Untitled proposal'}</strong>
              <ProposalState state={proposal.state} />
              <span className="mt-0.5 block text-sm text-slate-600">
                Version {proposal.version} · {proposal.addresses} {proposal.addresses === 1 ? 'address' : 'addresses'} · about{' '}
                {proposal.perMonth} a month · {proposal.sentAt ? `sent ${when(proposal.sentAt)}` : `changed ${when(proposal.updatedAt)}`}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <OlderButton pages={proposalPages}>Older proposals</OlderButton>
      <Announcements status="" error={proposals.error || accounts.error || proposalPages.error || accountPages.error} />
    </OwnerPage>
  );
}
