import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const inputClass =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-400 aria-[invalid=true]:border-red-600';

/** The error line under a field; its id is what the field's aria-describedby points at. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; className: string }) => ReactNode;
}

/** Label + optional hint + control + error, wired for screen readers. */
export function Field({ name, label, hint, error, children }: FieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label} {hint ? <span className="font-normal text-slate-500">{hint}</span> : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': errorId } : {}), className: inputClass })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface ChoiceGroupProps extends Omit<ComponentProps<'input'>, 'type' | 'checked'> {
  name: string;
  legend: string;
  /** Each option's value and the words shown for it. */
  labels: Record<string, string>;
  /** The option checked in the first HTML, if any. */
  checked?: string | undefined;
  error?: string | undefined;
}

/** A radio group as a fieldset: the legend names it, the error is read with every option. */
export function ChoiceGroup({ name, legend, labels, checked, error, className, ...input }: ChoiceGroupProps) {
  const errorId = `contact-${name}-error`;
  return (
    // A radiogroup carries the invalid state and the error for all its options.
    <fieldset role="radiogroup" aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} className={className}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {Object.entries(labels).map(([option, label]) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-3.5 py-2.5 text-sm font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900',
              error && 'border-red-600',
            )}
          >
            <input
              type="radio"
              value={option}
              name={name}
              defaultChecked={option === checked}
              className="size-4 accent-brand-700"
              {...input}
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

interface ConsentBoxProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  /** The consent's own words, shown as they are kept with the lead. */
  label: string;
  error?: string | undefined;
}

/** The texting consent: a required checkbox with its words, its error read with it. */
export function ConsentBox({ label, error, className, ...input }: ConsentBoxProps) {
  const errorId = 'contact-sms_opt_in-error';
  return (
    <div className={className}>
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          required
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span>{label} *</span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
