// One part of the business's settings as a form of its own: its heading, its fields (each with
// its label and, when the server refused it, the reason under it, read out with the field), and
// Save, which sends the part and shows what the server answered: saved, or what to fix.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn, Path } from 'react-hook-form';
import type { BusinessChanged } from '../../../common/owner-business.ts';
import { Button } from '../../components/ui/button.tsx';
import { OwnerApiError } from '../shared/owner-api.ts';
import { Field } from '../../sections/contact/form-fields.tsx';
import { Announcements } from '../shared/owner-view.tsx';

/** A labelled control with its hint and its error, wired for screen readers (the contact form's field). */
export function SettingField(props: Omit<ComponentProps<typeof Field>, 'name'>) {
  return <Field name={useId()} {...props} />;
}

/**
 * A part's form: `send` turns the typed values into the part and sends it; a refusal's problems
 * land under their fields (`fieldOf` names the form's field for the server's), the rest above Save.
 */
export function PartForm<V extends FieldValues>({
  title,
  note,
  form,
  send,
  fieldOf = (name) => name as Path<V>,
  action,
  children,
}: {
  title: string;
  /** The button's words, where 'Save' and the title do not say it ('Add the plan'). */
  action?: string;
  note?: ReactNode;
  form: UseFormReturn<V>;
  send: (values: V) => Promise<BusinessChanged>;
  fieldOf?: (name: string) => Path<V> | undefined;
  children: ReactNode;
}) {
  const queries = useQueryClient();
  const headingId = useId();
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const submit = form.handleSubmit(async (values) => {
    setStatus('Saving…');
    setError('');
    try {
      await send(values);
      setStatus('Saved. It holds from now on.');
      await queries.invalidateQueries({ queryKey: ['GET /owner/api/business'] });
    } catch (failure) {
      setStatus('');
      const problems = failure instanceof OwnerApiError ? (failure.refusal.problems ?? []) : [];
      const unplaced = problems.filter((problem) => {
        const name = fieldOf(problem.field);
        if (name) form.setError(name, { message: problem.message });
        return !name;
      });
      setError(
        problems.length ? unplaced.map((p) => p.message).join(' ') || 'Please fix what is marked.' : String((failure as Error).message),
      );
    }
  });
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <h3 id={headingId} className="text-lg font-bold text-brand-950">
        {title}
      </h3>
      {note ? <p className="mt-1 text-sm text-slate-600">{note}</p> : null}
      <form className="mt-3 grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
        {children}
        <div>
          <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
            {action ?? `Save ${title.toLowerCase()}`}
          </Button>
          <Announcements status={status} error={error} compact />
        </div>
      </form>
    </section>
  );
}
