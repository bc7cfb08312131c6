import { FileCheck2, FileClock, FileX2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { PROPOSAL_COPY, type ProposalCopy } from '../../common/copy/proposal-copy.ts';
import type { ProposalPageData } from '../../common/proposal-page.ts';
import { Facts } from '../components/facts.tsx';
import { CallUs } from '../components/call-us.tsx';
import { PageCard } from './page-card.tsx';
import { useBusiness } from '../copy/page-business.tsx';

const button =
  'rounded-xl px-5 py-3 font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 print:hidden';
const primary = `${button} bg-brand-700 text-white hover:bg-brand-800`;
const field =
  'mt-1 w-full rounded-xl border border-slate-400 px-3 py-2.5 text-base focus-visible:outline-3 focus-visible:outline-brand-700';

/**
 * A commercial proposal as its customer reads it: every address with its carts, days and prices,
 * the monthly estimate, the note and the terms; then, while it waits, the form to sign it (a
 * typed name and the terms ticked) and the form to ask for a change. Plain forms, no JavaScript;
 * it prints as the record it is.
 */
export function ProposalPage(page: ProposalPageData) {
  const business = useBusiness();
  const w = PROPOSAL_COPY[page.language];
  if (page.state === 'expired') return <ExpiredLink page={page} w={w} />;
  const failed = page.notice === 'name-needed' || page.notice === 'terms-needed' || page.notice === 'changed';
  return (
    <PageCard wide home="/" icon={<StateIcon state={page.state} />} title={w.title(page.business)}>
      <p className="mt-2 text-slate-700">
        {w.from(business)} · {w.version(page.version)} · {w.sentOn(page.sentOn)}
      </p>
      {page.notice ? (
        <p
          role={failed || page.notice === 'message-empty' || page.notice === 'too-many' ? 'alert' : 'status'}
          className="mt-4 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-200"
        >
          {w.notices[page.notice]}
        </p>
      ) : null}
      {page.state === 'replaced' ? (
        <p className="mt-4 rounded-xl bg-amber-50 p-4 font-semibold text-amber-900 ring-1 ring-amber-300">{w.replaced}</p>
      ) : null}
      {page.acceptance ? (
        <p className="mt-4 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-200">
          {w.accepted(page.acceptance.name, page.acceptance.at)}
        </p>
      ) : null}
      <Facts rows={[[w.billing, `${page.contactName} (${page.email})`]]} className="mt-6 gap-x-4 gap-y-2" />
      <Section title={w.addresses}>
        <ul className="mt-3 grid gap-3">
          {page.sites.map((site) => (
            <li key={`${site.street}|${site.zip}`} className="rounded-2xl p-4 ring-1 ring-slate-300 break-inside-avoid">
              <p className="font-bold text-brand-950">
                {site.street}, {site.zip} {site.onAccount ? <span className="font-normal text-slate-600">{w.onAccount}</span> : null}
              </p>
              <Facts
                className="mt-2 gap-x-4 gap-y-1"
                rows={[
                  [w.columns.carts, site.carts],
                  [w.columns.schedule, site.schedule],
                  [w.columns.perCart, site.perCart],
                  [w.columns.perVisit, site.perVisit],
                  [w.columns.perMonth, site.perMonth],
                ]}
              />
            </li>
          ))}
        </ul>
        <Facts
          className="mt-4 gap-x-4 gap-y-1 rounded-2xl bg-brand-50 p-4"
          rows={[
            [w.totalCarts, page.totals.carts],
            [w.totalPerVisit, page.totals.perVisit],
            [w.totalPerMonth, page.totals.perMonth],
          ]}
        />
        <p className="mt-3 text-slate-700">{w.estimate}</p>
        <p className="mt-2 font-semibold text-slate-900">{w.startsOn(page.startsOn)}</p>
      </Section>
      {page.note ? (
        <Section title={w.note}>
          <p className="mt-2 whitespace-pre-line text-slate-800">{page.note}</p>
        </Section>
      ) : null}
      <Section title={w.termsTitle}>
        <p className="mt-2 text-slate-800">{page.terms}</p>
      </Section>
      {page.state === 'open' ? <AcceptForm page={page} w={w} /> : null}
      {page.state === 'open' ? <ChangeForm page={page} w={w} /> : null}
      <p className="mt-8 text-sm text-slate-600">{w.print}</p>
      <p className="mt-2 text-xs break-all text-slate-500">
        {w.fingerprint}: {page.fingerprint}
      </p>
      <CallUs words={w.questions} className="mt-6 text-slate-700 print:mt-2" end="." />
    </PageCard>
  );
}

/** A link past its days: the proposal's title and how to get a new link, none of its prices. */
function ExpiredLink({ page, w }: { page: ProposalPageData; w: ProposalCopy }) {
  return (
    <PageCard home="/" icon={<StateIcon state={page.state} />} title={w.title(page.business)}>
      <p role="status" className="mt-4 rounded-xl bg-amber-50 p-4 font-semibold text-amber-900 ring-1 ring-amber-300">
        {w.expired}
      </p>
      <CallUs words={w.questions} className="mt-6 text-slate-700" end="." />
    </PageCard>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8" aria-label={title}>
      <h2 className="text-xl font-bold text-brand-950">{title}</h2>
      {children}
    </section>
  );
}

/** Sign: a typed name and the terms agreed, with the fingerprint of the words on this page. */
function AcceptForm({ page, w }: { page: ProposalPageData; w: ProposalCopy }) {
  const nameError = page.notice === 'name-needed';
  const termsError = page.notice === 'terms-needed';
  return (
    <form
      method="post"
      action={page.action}
      aria-labelledby="accept-title"
      className="mt-8 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200 print:hidden"
    >
      <h2 id="accept-title" className="text-xl font-bold text-brand-950">
        {w.accept.title}
      </h2>
      <input type="hidden" name="action" value="accept" />
      <input type="hidden" name="fingerprint" value={page.fingerprint} />
      <label htmlFor="signer" className="mt-4 block font-semibold text-slate-900">
        {w.accept.name}
      </label>
      <input
        id="signer"
        name="name"
        autoComplete="name"
        required
        maxLength={120}
        defaultValue={page.typedName}
        aria-invalid={nameError || undefined}
        aria-describedby={nameError ? 'signer-hint signer-error' : 'signer-hint'}
        className={field}
      />
      <p id="signer-hint" className="mt-1 text-sm text-slate-700">
        {w.accept.nameHint}
      </p>
      {nameError ? (
        <p id="signer-error" className="mt-1 text-sm font-semibold text-red-700">
          {w.notices['name-needed']}
        </p>
      ) : null}
      <label className="mt-4 flex items-start gap-3 text-slate-900">
        <input
          type="checkbox"
          name="agree"
          value="yes"
          required
          aria-invalid={termsError || undefined}
          aria-describedby={termsError ? 'terms-error' : undefined}
          className="mt-1 size-5 accent-brand-700"
        />
        <span>{w.accept.agree}</span>
      </label>
      {termsError ? (
        <p id="terms-error" className="mt-1 text-sm font-semibold text-red-700">
          {w.notices['terms-needed']}
        </p>
      ) : null}
      <button type="submit" className={`${primary} mt-5`}>
        {w.accept.button}
      </button>
    </form>
  );
}

/** Ask for a change: a message to the owner. */
function ChangeForm({ page, w }: { page: ProposalPageData; w: ProposalCopy }) {
  const empty = page.notice === 'message-empty';
  return (
    <form
      method="post"
      action={page.action}
      aria-labelledby="change-title"
      className="mt-6 rounded-2xl p-5 ring-1 ring-slate-300 print:hidden"
    >
      <h2 id="change-title" className="text-xl font-bold text-brand-950">
        {w.change.title}
      </h2>
      <input type="hidden" name="action" value="message" />
      <label htmlFor="change-message" className="mt-3 block font-semibold text-slate-900">
        {w.change.label}
      </label>
      <textarea id="change-message" name="message" rows={4} required maxLength={2000} aria-invalid={empty || undefined} className={field} />
      <button type="submit" className={`${button} mt-4 bg-white text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50`}>
        {w.change.button}
      </button>
    </form>
  );
}

function StateIcon({ state }: { state: ProposalPageData['state'] }) {
  if (state === 'accepted') return <FileCheck2 aria-hidden="true" className="size-10 text-brand-700" />;
  if (state === 'open') return <FileClock aria-hidden="true" className="size-10 text-brand-700" />;
  return <FileX2 aria-hidden="true" className="size-10 text-slate-500" />;
}
