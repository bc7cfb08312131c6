// First in Messages: the customers who rated a clean one to three stars and wait for the owner's
// answer, the latest first, each with what went wrong in their words, the clean and its photo, the
// truck, and the ways to answer (their thread, their record); 'Answered' takes one off the list.
// Nothing waiting, nothing shows.
import type { UnhappyRating } from '../../../common/owner-api/ratings.ts';
import { Button } from '../../components/ui/button.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { OlderButton, useOlderPages } from '../shared/older-pages.tsx';
import { PanelError } from '../shared/owner-view.tsx';

export function UnhappyRatings() {
  const { data, error, setError, load } = useOwnerData('GET /owner/api/ratings/waiting', { refresh: true });
  const pages = useOlderPages(
    data && { rows: data.ratings, next: data.next },
    (before) => ownerApi('GET /owner/api/ratings/waiting', { query: { before } }).then((page) => ({ rows: page.ratings, next: page.next })),
    (rating) => rating.visitId,
  );
  if (!data?.waiting) return error ? <PanelError error={error} className="mb-3" /> : null;
  const answered = (visit: string) =>
    ownerApi('POST /owner/api/ratings/:visit/answered', { params: { visit } })
      .then(() => load())
      .catch((problem: Error) => setError(problem.message));
  return (
    <section aria-labelledby="unhappy-ratings" className="mb-5 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300">
      <h3 id="unhappy-ratings" className="text-base font-bold text-amber-950">
        Unhappy customers ({data.waiting})
      </h3>
      <p className="mt-0.5 text-sm text-slate-800">They rated a clean one to three stars and were told you would reply.</p>
      <ul className="mt-3 grid gap-2" aria-label="Unhappy ratings">
        {pages.rows.map((rating) => (
          <UnhappyRow key={rating.visitId} rating={rating} onAnswered={() => void answered(rating.visitId)} />
        ))}
      </ul>
      <OlderButton pages={pages}>Older ratings</OlderButton>
      <PanelError error={error || pages.error} className="mt-3" />
    </section>
  );
}

function UnhappyRow({ rating, onAnswered }: { rating: UnhappyRating; onAnswered: () => void }) {
  const link = 'inline-flex min-h-6 items-center font-semibold text-brand-800 underline underline-offset-2';
  return (
    <li className="rounded-xl bg-white p-3 ring-1 ring-amber-200">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <strong className="text-brand-950">
          {rating.name}: <span aria-label={`${rating.stars} of 5 stars`}>{'★'.repeat(rating.stars) + '☆'.repeat(5 - rating.stars)}</span>
        </strong>
        <span className="text-xs text-slate-600">{rating.ratedAt}</span>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {rating.clean}
        {rating.truck ? ` · ${rating.truck}` : ''}
      </p>
      {rating.problems.length ? <p className="mt-1 text-sm font-semibold text-amber-950">{rating.problems.join(' · ')}</p> : null}
      {rating.words ? (
        <blockquote className="mt-1 border-l-4 border-amber-300 pl-2 text-sm text-slate-900">{rating.words}</blockquote>
      ) : null}
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {rating.thread ? (
          <a className={link} href={rating.thread}>
            Text {rating.phone}
          </a>
        ) : null}
        {rating.phone ? (
          <a className={link} href={`tel:${rating.phone.replace(/[^\d+]/g, '')}`}>
            Call
          </a>
        ) : null}
        <a className={link} href={rating.record}>
          Their record
        </a>
        {rating.photo ? (
          <a className={link} href={rating.photo} target="_blank" rel="noreferrer">
            The clean's photo
          </a>
        ) : null}
        <Button type="button" size="sm" variant="secondary" onClick={onAnswered}>
          Answered
        </Button>
      </p>
    </li>
  );
}
