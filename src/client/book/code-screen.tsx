// The last step: the code texted to the mobile, typed back to book; or, when none went to the
// number entered (it was changed, or the link was opened again later), a button that texts one.
import type { BookView } from '../../common/book-flow.ts';
import { BOOK_COPY } from '../../common/copy/book-copy.ts';
import { Field } from '../sections/contact/form-fields.tsx';
import { StepForm } from './book-parts.tsx';

/** A second form beside the code's: the same screen, asking for a new code. */
function NewCode({ view, label }: { view: BookView; label: string }) {
  return (
    <form method="post" action={view.action || undefined} className="mt-4">
      <input type="hidden" name="screen" value="code" />
      <button
        type="submit"
        name="action"
        value="resend"
        className="rounded font-semibold text-brand-800 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {label}
      </button>
    </form>
  );
}

export function CodeScreen({ view }: { view: BookView }) {
  const words = BOOK_COPY[view.language];
  if (!view.texted)
    return (
      <StepForm view={view} submit={words.sendCode}>
        <input type="hidden" name="action" value="resend" />
      </StepForm>
    );
  return (
    <>
      <p className="mt-3 text-slate-700">{words.texted(view.texted)}</p>
      <StepForm view={view} submit={words.book}>
        <Field name="code" label={words.codeLabel} error={view.messages.code}>
          {(a) => (
            <input
              {...a}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              defaultValue={view.values.code}
              className={`${a.className} max-w-48 text-lg tracking-[0.3em]`}
            />
          )}
        </Field>
      </StepForm>
      <NewCode view={view} label={words.newCode} />
    </>
  );
}
