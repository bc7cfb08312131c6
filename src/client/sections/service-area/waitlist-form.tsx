// Beside a zip the business does not serve: a visitor leaves a mobile or an e-mail and ticks that
// they may be told once when it comes. Sent to the server, which keeps the words of the tick; its
// refusal is shown under the field it concerns. Its code and words load only when a zip is not
// served, handed what they show, so the page's first load carries none of it.
import { useId, useState, type FormEvent } from 'react';
import { WAITLIST_COPY, WAITLIST_PATH } from '../../../common/copy/waitlist-copy.ts';
import type { Language } from '../../../common/languages.ts';
import type { WaitlistProblem } from '../../../common/waitlist.ts';

const field = 'mt-1.5 block h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900';

type Shown = { on: WaitlistProblem | 'zip'; words: string } | null;

/** A refusal under the field it concerns (its id named by the field's aria-describedby). */
function Problem({ id, on, problem }: { id: string; on: WaitlistProblem; problem: Shown }) {
  return problem?.on === on ? (
    <p id={`${id}-${on}-problem`} className="mt-1 text-sm font-semibold text-red-700">
      {problem.words}
    </p>
  ) : null;
}

export function WaitlistForm({ zip, language, brand }: { zip: string; language: Language; brand: string }) {
  const words = WAITLIST_COPY[language];
  const id = useId();
  const [sent, setSent] = useState('');
  const [problem, setProblem] = useState<Shown>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const consent = form.get('consent') === 'on';
    if (!consent) return setProblem({ on: 'consent', words: words.problems.consent });
    try {
      const answer = await fetch(WAITLIST_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ zip, contact: String(form.get('contact') ?? ''), consent, language }),
      });
      const body = (await answer.json()) as { words?: string; problem?: WaitlistProblem; error?: string };
      if (answer.ok) {
        setProblem(null);
        return setSent(body.words ?? words.added(zip));
      }
      setProblem({ on: body.problem ?? 'failed', words: body.error ?? words.problems.failed });
    } catch {
      setProblem({ on: 'failed', words: words.problems.failed });
    }
  };
  if (sent)
    return (
      <p role="status" className="mt-4 rounded-2xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-200">
        {sent}
      </p>
    );
  const under = (on: WaitlistProblem) => <Problem id={id} on={on} problem={problem} />;
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="mt-4 rounded-3xl bg-white p-7 shadow-sm ring-1 ring-brand-900/5 sm:p-8"
    >
      <p className="font-semibold text-brand-950">{words.lead(zip)}</p>
      <label htmlFor={`${id}-contact`} className="mt-3 block text-sm font-semibold text-slate-700">
        {words.contact}
      </label>
      <input
        id={`${id}-contact`}
        name="contact"
        autoComplete="email"
        className={field}
        aria-invalid={problem?.on === 'contact' || undefined}
        aria-describedby={problem?.on === 'contact' ? `${id}-contact-problem` : undefined}
      />
      {under('contact')}
      <label className="mt-3 flex items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          name="consent"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          aria-describedby={problem?.on === 'consent' ? `${id}-consent-problem` : undefined}
          onChange={() => problem?.on === 'consent' && setProblem(null)}
        />
        <span>{words.consent(zip, brand)}</span>
      </label>
      {under('consent')}
      {problem && problem.on !== 'contact' && problem.on !== 'consent' ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {problem.words}
        </p>
      ) : null}
      <button
        type="submit"
        className="mt-4 inline-flex h-12 items-center rounded-xl bg-brand-700 px-5 font-bold text-white hover:bg-brand-800"
      >
        {words.send}
      </button>
    </form>
  );
}
