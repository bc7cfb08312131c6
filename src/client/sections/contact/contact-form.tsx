import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { CONTACT_PATH } from '../../../common/contact-schema.ts';
import { HONEYPOT_FIELD } from '../../../common/honeypot.ts';
import { Button } from '../../components/ui/button.tsx';
import { useCopy } from '../../copy/page-copy.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { heldInput } from '../../lib/held-input.ts';
import { ChoiceGroup, ConsentBox, Field } from './form-fields.tsx';
import {
  contactDefaults,
  FORM_ID,
  formSchema,
  nativeRules,
  valuesTypedIn,
  type FieldMessages,
  type FieldName,
  type FormOutput,
  type FormValues,
} from './form-values.ts';
import { submitContact } from './submit-contact.ts';

interface Props {
  /** Values to show (the server's answer to a form sent without the app); the defaults otherwise. */
  values?: DefaultValues<FormValues>;
  messages?: FieldMessages;
}

/**
 * A real HTML form that posts to the server by itself, so a visitor whose browser has not run
 * (or cannot run) the app loses nothing. Once the app runs it takes over: its own validation with
 * the messages under the fields, JSON over fetch, and toasts.
 */
export function ContactForm({ values, messages = {} }: Props) {
  const { form: words, lang } = useCopy();
  const shown = values ?? contactDefaults;
  const [startFrom] = useState(() => {
    if (values || typeof document === 'undefined') return shown;
    const prerendered = document.getElementById(FORM_ID);
    return prerendered instanceof HTMLFormElement ? valuesTypedIn(prerendered) : contactDefaults;
  });
  // Without the app the browser's own checks stand (the page's loader lifts them while the app
  // is on its way, and holds a submit for this form to replay).
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // The visitor's own link to book online, once their message is in.
  const [bookUrl, setBookUrl] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    // Validate on submit first, then on every change.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The schema checks the typed values (FormValues) and yields a valid lead (FormOutput).
    resolver: zodResolver(formSchema),
    defaultValues: startFrom,
  });

  const onSubmit = async ({ [HONEYPOT_FIELD]: trap, ...lead }: FormOutput) => {
    try {
      const answer = await submitContact({ ...lead, language: lang }, trap);
      setBookUrl(answer.bookUrl);
      toast(words.sent);
      reset(contactDefaults);
    } catch (error) {
      console.error('contact request failed', error);
      toast({ ...words.failed, variant: 'destructive' });
    }
  };

  const message = (name: FieldName) => {
    const shownMessage = errors[name]?.message ?? messages[name];
    return shownMessage && words.error(shownMessage);
  };
  const text = (name: 'full_name' | 'mobile' | 'email' | 'street' | 'zip') => ({
    ...nativeRules(name),
    defaultValue: shown[name],
    ...register(name),
  });

  const choices = (name: 'customer_status' | 'service_type', legend: string, labels: Record<string, string>) => (
    <ChoiceGroup legend={legend} labels={labels} checked={shown[name]} error={message(name)} required {...register(name)} />
  );

  return (
    <form
      id={FORM_ID}
      method="post"
      action={CONTACT_PATH}
      ref={heldInput(() => void handleSubmit(onSubmit)())}
      onSubmit={handleSubmit(onSubmit)}
      noValidate={enhanced}
      className="grid gap-5"
      aria-label={words.name}
    >
      <input type="hidden" name="language" value={lang} />
      {choices('customer_status', words.status, words.statuses)}
      <Field name="full_name" label={words.fullName} error={message('full_name')}>
        {(a) => <input {...a} autoComplete="name" {...text('full_name')} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="mobile" label={words.mobile} hint={words.mobileHint} error={message('mobile')}>
          {(a) => <input {...a} type="tel" autoComplete="tel" inputMode="tel" {...text('mobile')} />}
        </Field>
        <Field name="email" label={words.email} error={message('email')}>
          {(a) => <input {...a} type="email" autoComplete="email" {...text('email')} />}
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
        <Field name="street" label={words.street} error={message('street')}>
          {(a) => <input {...a} autoComplete="street-address" {...text('street')} />}
        </Field>
        <Field name="zip" label={words.zip} error={message('zip')}>
          {(a) => <input {...a} inputMode="numeric" autoComplete="postal-code" {...text('zip')} />}
        </Field>
      </div>
      {choices('service_type', words.serviceType, words.serviceTypes)}
      <Field name="notes" label={words.notes} hint={words.optional} error={message('notes')}>
        {(a) => <textarea {...a} rows={3} defaultValue={shown.notes} {...register('notes')} />}
      </Field>
      {/* Honeypot: invisible to people and assistive tech; bots that fill it are quietly dropped. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-hp">{words.honeypot}</label>
        <input id="contact-hp" tabIndex={-1} autoComplete="off" defaultValue={shown[HONEYPOT_FIELD]} {...register(HONEYPOT_FIELD)} />
      </div>
      <ConsentBox label={words.consent} defaultChecked={shown.sms_opt_in} error={message('sms_opt_in')} {...register('sms_opt_in')} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
        {isSubmitting ? words.sending : words.send}
      </Button>
      {/* Drawn only once there is a link (the toast says the message is in): nothing in the first HTML. */}
      {bookUrl ? (
        <p className="rounded-2xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-200">
          {words.bookNow.text}{' '}
          <a href={bookUrl} className="underline underline-offset-4">
            {words.bookNow.link}
          </a>
        </p>
      ) : null}
    </form>
  );
}
