// A clean's own page, drawn by the server with no script: the crew's photo, the stars in one tap
// (each star a button of the one form), then the review link for everyone alike, what went wrong
// for one to three stars (or a few words for more), and a tip for the crew, offered whatever the
// stars.
import { Star } from 'lucide-react';
import { VISIT_PROBLEMS, VISIT_WORDS_MAX, type VisitPageData } from '../../common/visit-page.ts';
import { VISIT_COPY, type VisitCopy } from '../../common/copy/visit-copy.ts';
import { CallUs } from '../components/call-us.tsx';
import { cn } from '../lib/cn.ts';
import { PageCard } from './page-card.tsx';
import { linkButton, primaryButton } from './account-sign-in.tsx';

type Props = { page: VisitPageData; words: VisitCopy };

export function VisitPage(page: VisitPageData) {
  const words = VISIT_COPY[page.language];
  const parts = { page, words };
  return (
    <PageCard wide home={words.home} title={words.title}>
      {page.notice ? (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-200">
          {words.notices[page.notice]}
        </p>
      ) : null}
      <p className="mt-3 text-slate-700">{words.cleaned(page.date, page.address)}</p>
      {page.photos.map((src) => (
        <img
          key={src}
          src={src}
          alt={words.photo(page.date)}
          width={480}
          height={320}
          className="mt-4 h-auto w-full max-w-md rounded-2xl ring-1 ring-slate-200"
        />
      ))}
      <Stars {...parts} />
      {page.rating ? <AfterRating {...parts} rating={page.rating} /> : null}
      {page.tip ? <Tip {...parts} tip={page.tip} /> : null}
      <p className="mt-8">
        <a href={page.back.href} className={linkButton}>
          {words.back[page.back.to]}
        </a>
      </p>
      <CallUs words={words.questions} className="mt-6 text-slate-700" end="." />
    </PageCard>
  );
}

/** The five stars, each a button: one tap rates (or changes the rating). */
function Stars({ page, words }: Props) {
  const stars = page.rating?.stars ?? 0;
  return (
    <form method="post" action={`${page.action}/rate`} className="mt-6">
      <fieldset>
        <legend className="text-xl font-bold text-brand-950">{words.rateLegend}</legend>
        <div className="mt-3 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="submit"
              name="stars"
              value={n}
              aria-pressed={n === stars}
              className="rounded-xl p-1.5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <Star aria-hidden="true" className={cn('size-11', n <= stars ? 'fill-sun text-amber-700' : 'text-slate-500')} />
              <span className="sr-only">{words.stars(n)}</span>
            </button>
          ))}
        </div>
      </fieldset>
      {stars ? <p className="mt-2 text-slate-700">{words.yourRating(stars)}</p> : null}
    </form>
  );
}

/** After the stars: the review link for everyone, then what went wrong (one to three) or a few words (four, five). */
function AfterRating({ page, words, rating }: Props & { rating: NonNullable<VisitPageData['rating']> }) {
  const unhappy = rating.stars <= 3;
  return (
    <>
      {page.reviewUrl ? (
        <div className="mt-6 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200">
          <p className="text-slate-800">{words.review}</p>
          <a href={page.reviewUrl} className={`${primaryButton} mt-3 inline-block`}>
            {words.reviewLink}
          </a>
        </div>
      ) : null}
      <form method="post" action={`${page.action}/tell`} className="mt-6 grid gap-3">
        {unhappy ? (
          <fieldset>
            <legend className="font-bold text-slate-900">{words.wrong.legend}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {VISIT_PROBLEMS.map((problem) => (
                <label
                  key={problem}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-300"
                >
                  <input
                    type="checkbox"
                    name="problems"
                    value={problem}
                    defaultChecked={rating.problems.includes(problem)}
                    className="size-5 accent-brand-700"
                  />
                  {words.wrong.problems[problem]}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <label className="grid gap-1 font-semibold text-slate-800">
          {unhappy ? words.wrong.words : words.happy.words}
          <textarea
            name="words"
            rows={3}
            maxLength={VISIT_WORDS_MAX}
            defaultValue={rating.words}
            className="rounded-xl border border-slate-300 bg-white px-3 py-2 font-normal"
          />
        </label>
        {unhappy ? null : (
          <label className="flex items-center gap-3 text-slate-800">
            <input type="checkbox" name="quote" value="yes" defaultChecked={rating.quoteOk} className="size-5 accent-brand-700" />
            {words.happy.quote}
          </label>
        )}
        <button type="submit" className={`${primaryButton} w-fit`}>
          {unhappy ? words.wrong.send : words.happy.send}
        </button>
        {unhappy && page.replyBy ? <p className="text-slate-700">{words.wrong.replyBy(page.replyBy)}</p> : null}
      </form>
    </>
  );
}

/** A tip for the crew: three amounts or another, paid on Stripe's page. */
function Tip({ page, words, tip }: Props & { tip: NonNullable<VisitPageData['tip']> }) {
  return (
    <form method="post" action={`${page.action}/tip`} className="mt-8 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <fieldset>
        <legend className="text-xl font-bold text-brand-950">{words.tip.title}</legend>
        <p className="mt-2 text-slate-700">{words.tip.lead}</p>
        {tip.given ? <p className="mt-2 font-semibold text-brand-900">{words.tip.given(tip.given)}</p> : null}
        <div className="mt-3 flex flex-wrap items-end gap-3">
          {tip.choices.map((dollars, i) => (
            <label
              key={dollars}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl bg-white px-4 py-2 ring-1 ring-slate-300 has-checked:ring-2 has-checked:ring-brand-700"
            >
              <input type="radio" name="amount" value={dollars} defaultChecked={i === 1} className="size-5 accent-brand-700" />
              {words.tip.choice(dollars)}
            </label>
          ))}
          <label className="grid gap-1 text-sm font-semibold text-slate-800">
            {words.tip.other}
            <input
              name="other"
              inputMode="decimal"
              maxLength={6}
              className="w-32 rounded-xl border border-slate-300 bg-white px-3 py-2 text-base font-normal"
            />
          </label>
        </div>
      </fieldset>
      <button type="submit" className={`${primaryButton} mt-4`}>
        {words.tip.send}
      </button>
    </form>
  );
}
