// A customer's own account, drawn by the server with no script: signing in, then their homes and
// plans (each opening its booking's own page to change it), a card that failed first, their past
// visits with the crew's photos, their payments and their texts, each list a page at a time.
import { CircleUserRound } from 'lucide-react';
import type { AccountOverview, AccountPageData } from '../../common/account-page.ts';
import { ACCOUNT_PATHS } from '../../common/account-page.ts';
import { ACCOUNT_COPY, type AccountCopy } from '../../common/copy/account-copy.ts';
import { LANGUAGES } from '../../common/languages.ts';
import { CallUs } from '../components/call-us.tsx';
import { PageCard } from './page-card.tsx';
import { AccountSignIn, linkButton, primaryButton } from './account-sign-in.tsx';
import { AccountLists } from './account-lists.tsx';

export function AccountPage(page: AccountPageData) {
  const words = ACCOUNT_COPY[page.language];
  return (
    <PageCard
      wide
      home={words.home}
      icon={<CircleUserRound aria-hidden="true" className="size-10 text-brand-700" />}
      title={page.view === 'account' ? words.hello(page.name) : words.signIn.title}
    >
      {page.notice ? (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-200">
          {words.notices[page.notice]}
        </p>
      ) : null}
      {page.view === 'account' ? <Overview page={page} words={words} /> : <AccountSignIn page={page} words={words} />}
      <OtherLanguages page={page} />
      <CallUs words={words.questions} className="mt-8 text-slate-700" end="." />
    </PageCard>
  );
}

function Overview({ page, words }: { page: AccountOverview; words: AccountCopy }) {
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-700">
        <span>{words.signedInAs(page.signedInAs)}</span>
        <form method="post" action={`${page.action}/sign-out`}>
          <button type="submit" className={linkButton}>
            {words.signOut}
          </button>
        </form>
      </div>
      {page.failed.map((failed) => (
        <form key={failed.fix} method="post" action={failed.fix} className="mt-6 rounded-2xl bg-red-50 p-5 ring-1 ring-red-200">
          <h2 className="text-xl font-bold text-red-900">{words.failedTitle}</h2>
          <p className="mt-2 text-slate-800">{words.failedText(failed.address)}</p>
          <button type="submit" className={`${primaryButton} mt-4`}>
            {words.fix}
          </button>
        </form>
      ))}
      <Homes page={page} words={words} />
      <AccountLists page={page} words={words} />
    </>
  );
}

function Homes({ page, words }: { page: AccountOverview; words: AccountCopy }) {
  return (
    <section aria-labelledby="homes" className="mt-8">
      <h2 id="homes" className="text-xl font-bold text-brand-950">
        {words.homes}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {page.homes.map((home) => (
          <li key={home.bookingId} className="flex flex-col rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <h3 className="font-bold text-brand-950">{home.address}</h3>
            <p className="text-slate-800">{home.plan}</p>
            <p className="text-sm text-slate-600">
              {home.status} · {home.reference}
            </p>
            {home.payment ? (
              <p className="text-sm text-slate-700">
                {words.payment}: {home.payment}
              </p>
            ) : null}
            {home.active ? (
              <div className="mt-2">
                <h4 className="text-sm font-semibold text-slate-700">{words.nextVisits}</h4>
                {home.next.length ? (
                  <ul className="text-slate-900">
                    {home.next.map((date) => (
                      <li key={date}>{date}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-slate-700">{words.noneAhead}</p>
                )}
                {home.rhythm ? <p className="text-sm text-slate-600">{home.rhythm}</p> : null}
              </div>
            ) : null}
            <a href={home.manage} className={`${linkButton} mt-auto pt-3`}>
              {words.manage}
              <span className="sr-only"> ({home.address})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The account in each other language: the same page, in its words. */
function OtherLanguages({ page }: { page: AccountPageData }) {
  return (
    <p className="mt-8 flex flex-wrap gap-4">
      {LANGUAGES.filter((other) => other !== page.language).map((other) => (
        <a key={other} href={ACCOUNT_PATHS[other]} lang={other} className={linkButton}>
          {ACCOUNT_COPY[other].title}
        </a>
      ))}
    </p>
  );
}
