// A proposal in the inbox: a new one (from a commercial lead, or from nothing) or a draft in the
// editor; a sent one as it stands (it no longer changes): its addresses, its state, the text the
// customer read and signed with the signature's record, its versions, the changes the customer
// asked for, and a new version to make.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProposalDetail } from '../../../common/owner-accounts.ts';
import { money$, proposalTotals, type ProposalInput } from '../../../common/proposals.ts';
import { Button } from '../../components/ui/button.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { Announcements, OwnerPage, PanelError, when } from '../shared/owner-view.tsx';
import { accountHref, proposalHref, ProposalState } from '../shared/account-links.tsx';
import { FREQUENCY_WORDS, ProposalEditor } from './proposal-editor.tsx';

/** What a save leaves to say: what happened, and the customer's page once sent. */
interface Saved {
  note: string;
  link?: string | undefined;
}

/** After a save: the detail, and where to go (a new proposal has its own address now). */
function useSave(onSaved: (detail: ProposalDetail, said: Saved) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const queries = useQueryClient();
  const run = async (save: () => Promise<ProposalDetail>, send: boolean) => {
    setBusy(true);
    setError('');
    try {
      const saved = await save();
      const sent = send ? await ownerApi('POST /owner/api/proposals/:id/send', { params: { id: saved.id } }) : undefined;
      await queries.invalidateQueries();
      onSaved(sent ?? saved, sent ? { note: `Sent to ${sent.input.email}.`, link: sent.link } : { note: 'Draft saved.' });
    } catch (problem) {
      setError((problem as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

export function NewProposal({ leadId }: { leadId: string | undefined }) {
  const { data, error } = useOwnerData('GET /owner/api/proposals/new', { query: { lead: leadId } });
  const save = useSave((detail, said) => {
    sessionStorage.setItem('proposal-saved', JSON.stringify(said));
    location.hash = proposalHref(detail.id);
  });
  const onSave = (input: ProposalInput, send: boolean) =>
    save.run(() => ownerApi('POST /owner/api/proposals', { body: { leadId: leadId ?? null, content: input } }), send);
  return (
    <OwnerPage title="New proposal">
      <p className="mt-1 text-sm text-slate-600">
        {leadId ? 'From the lead: their contact and address are filled in.' : 'For a commercial customer.'}
      </p>
      {data ? <ProposalEditor initial={data.input} zips={data.zips} limits={data.limits} onSave={onSave} busy={save.busy} /> : null}
      <Announcements status="" error={error || save.error} />
    </OwnerPage>
  );
}

export function ProposalView({ id }: { id: string }) {
  const { data, error, load } = useOwnerData('GET /owner/api/proposals/:id', { params: { id } });
  // What the save that opened this page said (a new proposal's), kept across the change of address.
  const [said, setSaid] = useState<Saved>(() => {
    const kept = sessionStorage.getItem('proposal-saved');
    sessionStorage.removeItem('proposal-saved');
    return kept ? (JSON.parse(kept) as Saved) : { note: '' };
  });
  const save = useSave((_detail, next) => {
    setSaid(next);
    void load();
  });
  if (!data) return <OwnerPage title="Proposal">{<Announcements status="Loading…" error={error} />}</OwnerPage>;
  const onSave = (input: ProposalInput, send: boolean) =>
    save.run(() => ownerApi('PUT /owner/api/proposals/:id', { params: { id }, body: { content: input } }), send);
  const title = `${data.input.business || 'Proposal'}, version ${data.version}`;
  return (
    <OwnerPage title={title}>
      <p className="mt-1 text-sm text-slate-600">
        {data.sentAt ? `Sent ${when(data.sentAt)}` : 'Not sent yet'}
        <ProposalState state={data.state} />
        {data.remindedAt ? ` · reminded ${when(data.remindedAt)}` : ''}
        {data.accountId ? (
          <>
            {' · '}
            <a className="font-semibold text-brand-800 underline" href={accountHref(data.accountId)}>
              The account
            </a>
          </>
        ) : null}
      </p>
      {data.state === 'draft' ? (
        <ProposalEditor key={data.id} initial={data.input} zips={data.zips} limits={data.limits} onSave={onSave} busy={save.busy} />
      ) : (
        <SentProposal detail={data} />
      )}
      {said.link ? (
        <p className="mt-4 text-sm">
          <a className="font-semibold text-brand-800 underline" href={said.link} target="_blank" rel="noreferrer">
            Open the customer's page
          </a>{' '}
          (as they see it; this link also works for you to hand on)
        </p>
      ) : null}
      <Versions detail={data} />
      <Announcements status={said.note} error={error || save.error} />
    </OwnerPage>
  );
}

function SentProposal({ detail }: { detail: ProposalDetail }) {
  const [error, setError] = useState('');
  const totals = proposalTotals(detail.input.sites);
  const revise = () =>
    ownerApi('POST /owner/api/proposals/:id/revise', { params: { id: detail.id } })
      .then((draft) => (location.hash = proposalHref(draft.id)))
      .catch((problem: Error) => setError(problem.message));
  return (
    <div className="mt-4 grid gap-4">
      <ul className="grid gap-2" aria-label="Addresses">
        {detail.input.sites.map((site) => (
          <li key={site.id ?? site.street} className="rounded-2xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
            <strong className="text-base text-brand-950">
              {site.street}, {site.zip}
            </strong>
            <span className="block">
              {site.carts} carts · {site.pickupDay} pickup · {FREQUENCY_WORDS[site.frequency].toLowerCase()} · {money$(site.centsPerCart)} a
              cart
            </span>
          </li>
        ))}
      </ul>
      <p className="font-semibold text-brand-950">
        {totals.carts} carts · {money$(totals.perVisit)} a visit to every address · about {money$(totals.perMonth)} a month
      </p>
      {detail.acceptance ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-2xl bg-brand-50 p-4 text-sm ring-1 ring-brand-200">
          <dt className="font-semibold">Signed by</dt>
          <dd>{detail.acceptance.name}</dd>
          <dt className="font-semibold">When</dt>
          <dd>{when(detail.acceptance.at)}</dd>
          <dt className="font-semibold">From</dt>
          <dd className="break-all">
            {detail.acceptance.ip} · {detail.acceptance.agent}
          </dd>
          <dt className="font-semibold">Fingerprint</dt>
          <dd className="font-mono text-xs break-all">{detail.fingerprint}</dd>
        </dl>
      ) : null}
      {detail.text ? (
        <details className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <summary className="cursor-pointer font-semibold text-brand-900">
            What the customer read{detail.acceptance ? ' and signed' : ''}
          </summary>
          <pre className="mt-3 text-sm whitespace-pre-wrap text-slate-800">{detail.text}</pre>
        </details>
      ) : null}
      {detail.messages.length ? (
        <section aria-label="Changes asked for" className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300">
          <h3 className="font-bold text-amber-950">Changes the customer asked for</h3>
          <ul className="mt-2 grid gap-2 text-sm text-slate-800">
            {detail.messages.map((message) => (
              <li key={message.at}>
                <span className="text-slate-600">{when(message.at)}:</span> {message.body}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div>
        <Button type="button" variant="secondary" onClick={() => void revise()}>
          {detail.accountId ? 'Add an address (a new version)' : 'Make a new version'}
        </Button>
        <p className="mt-1 text-sm text-slate-600">A sent proposal never changes: a new version replaces it once you send it.</p>
      </div>
      <PanelError error={error} />
    </div>
  );
}

function Versions({ detail }: { detail: ProposalDetail }) {
  if (detail.versions.length < 2) return null;
  return (
    <nav aria-label="Versions" className="mt-6 text-sm">
      <h3 className="font-bold text-brand-950">Versions</h3>
      <ul className="mt-1 grid gap-1">
        {detail.versions.map((version) => (
          <li key={version.id}>
            {version.id === detail.id ? (
              <span aria-current="page" className="font-semibold">
                Version {version.version}
              </span>
            ) : (
              <a className="font-semibold text-brand-800 underline" href={proposalHref(version.id)}>
                Version {version.version}
              </a>
            )}
            <ProposalState state={version.state} />
            {version.sentAt ? ` sent ${when(version.sentAt)}` : ''}
          </li>
        ))}
      </ul>
    </nav>
  );
}
