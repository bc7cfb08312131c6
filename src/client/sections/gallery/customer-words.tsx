// Beside the work: what the customers said of their cleans, once any rated one: the average of
// every rating and how many, and the latest words of those who let us quote them (first name
// only). Nothing before the first rating, so a new business shows no empty praise. Its code and
// words load only then (the gallery asks for them when the business's data has ratings).
import { RATINGS_COPY } from '../../../common/copy/ratings-copy.ts';
import type { Language } from '../../../common/languages.ts';
import type { PageRatings } from '../../../common/page-business.ts';

function Stars({ stars, label }: { stars: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="text-amber-700">
      {'★'.repeat(Math.round(stars))}
      {stars < 4.5 ? <span className="text-slate-300">{'★'.repeat(5 - Math.round(stars))}</span> : null}
    </span>
  );
}

/** Handed what it shows (not read from the page's providers), so its chunk shares no module with the page's. */
export function CustomerWords({ ratings, language }: { ratings: PageRatings; language: Language }) {
  const words = RATINGS_COPY[language];
  const average = ratings.average.toFixed(1);
  return (
    <figure className="mt-12 rounded-2xl bg-white p-6 ring-1 ring-slate-200" aria-labelledby="customer-words">
      <h3 id="customer-words" className="text-xl font-bold text-brand-950">
        {words.title}
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 text-lg font-semibold text-brand-950">
        <Stars stars={ratings.average} label={words.average(average, ratings.count)} />
        <span aria-hidden="true">{words.average(average, ratings.count)}</span>
      </p>
      {ratings.quotes.length ? (
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {ratings.quotes.map((quote) => (
            <li key={`${quote.name}:${quote.words}`} className="rounded-xl bg-brand-50 p-4">
              <Stars stars={quote.stars} label={words.stars(quote.stars)} />
              <blockquote className="mt-1 text-slate-800">{`“${quote.words}”`}</blockquote>
              <p className="mt-1 text-sm font-semibold text-slate-700">{quote.name}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <figcaption className="mt-3 text-sm text-slate-600">{words.note}</figcaption>
    </figure>
  );
}
