import { Suspense } from 'react';
import { CONTACT_PATH } from '../../../common/contact-schema.ts';
import { onDemand } from '../../lib/on-demand.tsx';
import { HONEYPOT_FIELD } from '../../../common/honeypot.ts';
import { Button } from '../../components/ui/button.tsx';
import { heldInput } from '../../lib/held-input.ts';
import { ChoiceGroup, ConsentBox, Field } from './form-fields.tsx';
import { FORM_ID } from './form-values.ts';
import { useContactForm, type ContactFormProps } from './use-contact-form.ts';

/**
 * A real HTML form that posts to the server by itself, so a visitor whose browser has not run
 * (or cannot run) the app loses nothing. Once the app runs it takes over: its own validation with
 * the messages under the fields, JSON over fetch, and toasts.
 */
export function ContactForm(props: ContactFormProps) {
  const { words, lang, shown, enhanced, bookUrl, callBack, register, submit, isSubmitting, message, text } = useContactForm(props);
  const choices = (name: 'customer_status' | 'service_type', legend: string, labels: Record<string, string>) => (
    <ChoiceGroup legend={legend} labels={labels} checked={shown[name]} error={message(name)} required {...register(name)} />
  );

  const form = (
    <form
      id={FORM_ID}
      method="post"
      action={CONTACT_PATH}
      ref={heldInput(() => void submit())}
      onSubmit={submit}
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
          {(a) => <input {...a} autoComplete="address-line1" {...text('street')} />}
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
  // Its own form, so beside the contact form rather than in it.
  return callBack ? (
    <>
      {form}
      <Suspense fallback={null}>
        <CallBack.Component offer={callBack} language={lang} />
      </Suspense>
    </>
  ) : (
    form
  );
}

/** The call back's part, fetched when the server offers one. */
const CallBack = onDemand(() => import('./contact-call-back.tsx').then((m) => m.default));
