// Home's first strip: what needs the owner before any figure (a day over its room, cards that
// failed, texts waiting for an answer, an unhappy rating), each a link to the list that fixes it, in the warning
// colour; nothing needing them, one calm line.
import type { NeedItem } from '../../../common/owner-home.ts';

export function NeedsYou({ needs }: { needs: NeedItem[] }) {
  return (
    <section aria-labelledby="needs-you" className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id="needs-you" className="text-sm font-bold text-slate-700">
        Needs you
      </h3>
      {needs.length ? (
        <ul className="mt-2 grid gap-2 md:grid-cols-2 xl:grid-cols-3">
          {needs.map((need) => (
            <li key={need.title}>
              <a
                href={need.href}
                className="block h-full rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300 hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <span className="block font-bold text-amber-950">{need.title}</span>
                <span className="mt-0.5 block text-sm text-slate-800">{need.words}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          Nothing waits for you: no unhappy rating, no day over its room, no failed card, no text unanswered.
        </p>
      )}
    </section>
  );
}
