import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { contactSchema, SMS_CONSENT_TEXT } from '../../../common/contact-schema.ts';
import { HONEYPOT_FIELD } from '../../../common/honeypot.ts';
import { CUSTOMER_STATUSES, SERVICE_TYPES } from '../../../common/services.ts';
import { siteConfig } from '../../../common/site-config.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { ChoiceGroup, Field, FieldError } from './form-fields.tsx';
import { submitContact } from './submit-contact.ts';

const formSchema = contactSchema.extend({ [HONEYPOT_FIELD]: contactSchema.shape.notes });
/** What the fields hold while the visitor types. */
type FormValues = z.input<typeof formSchema>;
/** A valid lead, plus the honeypot. */
type FormOutput = z.output<typeof formSchema>;

/** Nothing chosen yet, the box not yet ticked, the zip pre-filled. */
export const contactDefaults: DefaultValues<FormValues> = {
  customer_status: undefined,
  full_name: '',
  mobile: '',
  email: '',
  street: '',
  zip: siteConfig.contact.defaultZip,
  service_type: undefined,
  sms_opt_in: false,
  notes: '',
  [HONEYPOT_FIELD]: '',
};

export function ContactForm() {
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
    defaultValues: contactDefaults,
  });

  const onSubmit = async ({ [HONEYPOT_FIELD]: trap, ...lead }: FormOutput) => {
    try {
      await submitContact(lead, trap);
      toast({ title: 'Message sent!', description: "We'll get back to you as soon as possible." });
      reset(contactDefaults);
    } catch (error) {
      console.error('contact request failed', error);
      toast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' });
    }
  };

  const message = (name: keyof FormValues) => errors[name]?.message;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label="Send us a message">
      <ChoiceGroup
        legend="Are you a new or returning customer?"
        options={CUSTOMER_STATUSES}
        error={message('customer_status')}
        {...register('customer_status')}
      />
      <Field name="full_name" label="Full name" error={message('full_name')}>
        {(a) => <input {...a} autoComplete="name" {...register('full_name')} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="mobile" label="Mobile" hint="(SMS scheduling)" error={message('mobile')}>
          {(a) => <input {...a} type="tel" autoComplete="tel" inputMode="tel" {...register('mobile')} />}
        </Field>
        <Field name="email" label="Email" error={message('email')}>
          {(a) => <input {...a} type="email" autoComplete="email" {...register('email')} />}
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
        <Field name="street" label="Street address" error={message('street')}>
          {(a) => <input {...a} autoComplete="street-address" {...register('street')} />}
        </Field>
        <Field name="zip" label="Zip code" error={message('zip')}>
          {(a) => <input {...a} inputMode="numeric" autoComplete="postal-code" {...register('zip')} />}
        </Field>
      </div>
      <ChoiceGroup legend="Service type" options={SERVICE_TYPES} error={message('service_type')} {...register('service_type')} />
      <Field name="notes" label="Notes" hint="(Optional)" error={message('notes')}>
        {(a) => <textarea {...a} rows={3} {...register('notes')} />}
      </Field>
      {/* Honeypot: invisible to people and assistive tech; bots that fill it are quietly dropped. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-hp">Leave this field empty</label>
        <input id="contact-hp" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            aria-invalid={Boolean(errors.sms_opt_in)}
            aria-describedby={errors.sms_opt_in ? 'contact-sms_opt_in-error' : undefined}
            {...register('sms_opt_in')}
          />
          <span>{SMS_CONSENT_TEXT} *</span>
        </label>
        <FieldError id="contact-sms_opt_in-error" message={message('sms_opt_in')} />
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
