// The booking page's common parts: a screen's form (its hidden screen name, the messages above it,
// its button and the way back), a choice drawn as cards, and what was answered so far.
import type { ReactNode } from 'react';
import type { BookView } from '../../common/book-flow.ts';
import { BOOK_COPY } from '../../common/copy/book-copy.ts';
import { Button } from '../components/ui/button.tsx';
import { FieldError } from '../sections/contact/form-fields.tsx';
import { cn } from '../lib/cn.ts';

/** The id of the screen's heading: each form is named by it, and the page's script moves focus to it. */
export const HEADING_ID = 'book-step';
/** The id of the list of what to fix: the page's script moves focus there when a form comes back with messages. */
export const ERRORS_ID = 'book-errors';

/** What to fix, above the form: each message links to its field. Read out when it appears. */
function ErrorSummary({ view }: { view: BookView }) {
  const messages = Object.entries(view.messages);
  if (!messages.length) return null;
  return (
    <div id={ERRORS_ID} role="alert" tabIndex={-1} className="rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
      <p className="font-bold">{BOOK_COPY[view.language].errorsTitle}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {messages.map(([field, message]) => (
          <li key={field}>
            {field === 'form' ? (
              message
            ) : (
              <a href={`#contact-${field}`} className="underline">
                {message}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A screen's form: posts to the page's own address with the screen's name, and offers the way back. */
export function StepForm({
  view,
  submit,
  oneTap = false,
  children,
}: {
  view: BookView;
  submit?: string;
  /** The screen asks one thing: with the page's script, a choice tapped sends it. */
  oneTap?: boolean;
  children: ReactNode;
}) {
  const words = BOOK_COPY[view.language];
  const back = view.answered.at(-1);
  return (
    <form
      method="post"
      action={view.action || undefined}
      noValidate
      aria-labelledby={HEADING_ID}
      data-one-tap={oneTap ? '' : undefined}
      className="mt-6 grid gap-5"
    >
      <input type="hidden" name="screen" value={view.screen} />
      <ErrorSummary view={view} />
      {children}
      <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-3">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {submit ?? words.continue}
        </Button>
        {back ? (
          <a href={back.href} data-flow="" className="rounded font-semibold text-brand-800 underline underline-offset-4">
            {words.back}
          </a>
        ) : null}
      </div>
    </form>
  );
}

export interface Option {
  value: string;
  label: string;
  /** A line under the label (a price, a holiday's move). */
  detail?: string | null | undefined;
}

/** A choice as cards, one radio each: a fieldset named by its legend, its error read with every option. */
export function OptionCards({
  name,
  legend,
  options,
  checked,
  error,
  columns = 1,
  id = `contact-${name}`,
}: {
  /** The group's id (a field's error links to it): a second group of the same choices names its own. */
  id?: string;
  name: string;
  legend: string;
  options: Option[];
  checked: string | undefined;
  error: string | undefined;
  columns?: 1 | 2;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} role="radiogroup" aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} tabIndex={-1}>
      <legend className="sr-only">{legend}</legend>
      <div className={cn('grid gap-3', columns === 2 && 'sm:grid-cols-2')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700',
              error && 'ring-red-600',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === checked}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">{option.label}</span>
              {option.detail ? <span className="mt-0.5 block text-sm text-slate-600">{option.detail}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** The answers so far, each with a link to change it. */
export function Answered({ view }: { view: BookView }) {
  if (!view.answered.length) return null;
  // On a phone, one line that opens to the list, so the screen's question stays near the top.
  return (
    <>
      <details data-answers="" className="mt-4 rounded-2xl bg-slate-50 px-4 py-2 text-sm ring-1 ring-slate-200 sm:hidden">
        <summary className="cursor-pointer truncate py-1 text-slate-700">{view.answered.map((a) => a.value).join(' · ')}</summary>
        <AnsweredList view={view} className="mt-2 pb-2" />
      </details>
      <AnsweredList view={view} className="mt-5 hidden rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:grid" />
    </>
  );
}

function AnsweredList({ view, className }: { view: BookView; className: string }) {
  const words = BOOK_COPY[view.language];
  return (
    <dl className={cn('grid grid-cols-[auto_1fr_auto] gap-x-3 gap-y-2 text-sm', className)}>
      {view.answered.map(({ step, value, href }) => (
        <div key={step} className="contents">
          <dt className="font-semibold text-slate-600">{words.answered[step]}</dt>
          <dd className="text-slate-900">{value}</dd>
          <dd>
            <a href={href} data-flow="" className="inline-block py-0.5 font-semibold text-brand-800 underline underline-offset-4">
              {words.change}
              <span className="sr-only"> {words.answered[step].toLowerCase()}</span>
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
