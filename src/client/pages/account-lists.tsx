// The account's lists, each a page at a time with a link to the one before: the visits the crew
// came for (their mark and photos), the payments (and what was given back), and the texts on the
// customer's number with what they agreed to.
import type { ReactNode } from 'react';
import type { AccountOverview, AccountVisit } from '../../common/account-page.ts';
import type { AccountCopy } from '../../common/copy/account-copy.ts';
import { useBusiness } from '../copy/page-business.tsx';
import { linkButton } from './account-sign-in.tsx';

type Props = { page: AccountOverview; words: AccountCopy };

/** A list's heading, its rows or the words for none, and its link to older rows. */
function ListSection({
  id,
  title,
  empty,
  older,
  olderWords,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  older: string | null;
  olderWords: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold text-brand-950">
        {title}
      </h2>
      {empty ? <p className="mt-2 text-slate-700">{empty}</p> : children}
      {older ? (
        <p className="mt-3">
          <a href={older} className={linkButton}>
            {olderWords}
            <span className="sr-only">: {title}</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}

export function AccountLists(props: Props) {
  return (
    <>
      <VisitList {...props} />
      <PaymentList {...props} />
      <TextList {...props} />
    </>
  );
}

function VisitList({ page: { visits }, words }: Props) {
  return (
    <ListSection
      id="visits"
      title={words.visits}
      empty={visits.rows.length ? null : words.noVisits}
      older={visits.older}
      olderWords={words.older}
    >
      <ul className="mt-3 grid gap-3">
        {visits.rows.map((visit) => (
          <li key={visit.id} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <p className="font-semibold text-brand-950">
              {visit.date}: {visit.mark}
            </p>
            <p className="text-sm text-slate-600">{visit.address}</p>
            {visit.note ? <p className="mt-1 text-slate-800">{visit.note}</p> : null}
            {visit.photos.length ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {visit.photos.map((src, i) => (
                  <a key={src} href={src} className="block rounded-xl focus-visible:outline-3 focus-visible:outline-brand-700">
                    <img
                      src={src}
                      alt={`${words.photo(visit.date)}${visit.photos.length > 1 ? ` (${i + 1})` : ''}`}
                      width={160}
                      height={120}
                      loading="lazy"
                      className="h-30 w-40 rounded-xl object-cover ring-1 ring-slate-200"
                    />
                  </a>
                ))}
              </div>
            ) : null}
            {visit.after ? <AfterClean after={visit.after} words={words} /> : null}
          </li>
        ))}
      </ul>
    </ListSection>
  );
}

function PaymentList({ page: { payments }, words }: Props) {
  return (
    <ListSection
      id="payments"
      title={words.payments}
      empty={payments.rows.length ? null : words.noPayments}
      older={payments.older}
      olderWords={words.older}
    >
      <ul className="mt-3 divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200">
        {payments.rows.map((payment, i) => (
          <li key={`${payment.date}-${i}`} className="flex flex-wrap items-baseline justify-between gap-x-4 p-3">
            <span>
              <span className="font-semibold text-slate-900">{payment.date}</span>
              <span className="block text-sm text-slate-600">
                {payment.what} · {payment.address}
              </span>
            </span>
            <span className="text-right tabular-nums">
              {payment.amount}
              {payment.refunded ? (
                <span className="block text-sm text-slate-600">
                  {words.refunded}: {payment.refunded}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">{words.receipts}</p>
    </ListSection>
  );
}

function TextList({ page: { texts }, words }: Props) {
  const { brandName } = useBusiness();
  if (!texts.number) return null;
  return (
    <ListSection id="texts" title={words.texts} empty={null} older={texts.older} olderWords={words.older}>
      <p className="mt-2 text-slate-700">{words.consent[texts.consent](texts.number)}</p>
      {texts.rows.length ? (
        <ul className="mt-3 grid gap-2">
          {texts.rows.map((text, i) => (
            <li
              key={`${text.at}-${i}`}
              className={`max-w-[85%] rounded-2xl p-3 ${text.fromUs ? 'bg-slate-100 text-slate-900' : 'ml-auto bg-brand-700 text-white'}`}
            >
              <span className="block text-xs font-semibold opacity-80">
                {text.fromUs ? brandName : words.you} · {text.at}
              </span>
              <span className="whitespace-pre-line [overflow-wrap:anywhere]">{text.text}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-700">{words.noTexts}</p>
      )}
    </ListSection>
  );
}

/** Beside a done clean: what they gave it (stars, a tip), and its page to rate it or tip. */
function AfterClean({ after, words }: { after: NonNullable<AccountVisit['after']>; words: AccountCopy }) {
  const given = [after.stars === null ? null : words.rated(after.stars), after.tip === null ? null : words.tipped(after.tip)].filter(
    Boolean,
  );
  return (
    <p className="mt-2 text-sm">
      {given.length ? <span className="mr-2 text-slate-700">{given.join(', ')}.</span> : null}
      <a href={after.href} className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline underline-offset-2">
        {words.rateClean}
      </a>
    </p>
  );
}
