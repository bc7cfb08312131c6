// What the contact form holds: its schema (the lead schema plus the honeypot), its values while
// the visitor types, the values it starts from, and the native constraints a browser applies
// before the app has loaded (or without it).
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { contactSchema } from '../../../common/contact-schema.ts';
import { HONEYPOT_FIELD } from '../../../common/honeypot.ts';

export const formSchema = contactSchema.extend({ [HONEYPOT_FIELD]: contactSchema.shape.notes });
/** What the fields hold while the visitor types. */
export type FormValues = z.input<typeof formSchema>;
/** A valid lead, plus the honeypot. */
export type FormOutput = z.output<typeof formSchema>;
export type FieldName = keyof FormValues;
/** A message under each field that has one (the server's answer to a form sent without the app). */
export type FieldMessages = Partial<Record<FieldName, string>>;

export const FORM_ID = 'contact-form';

/** Nothing chosen yet, the box not yet ticked, the zip pre-filled (one the business serves). */
export const contactDefaults = (defaultZip: string): DefaultValues<FormValues> => ({
  customer_status: undefined,
  full_name: '',
  mobile: '',
  email: '',
  street: '',
  zip: defaultZip,
  service_type: undefined,
  sms_opt_in: false,
  notes: '',
  [HONEYPOT_FIELD]: '',
});

const TEXT_FIELDS = ['full_name', 'mobile', 'email', 'street', 'zip', 'notes', HONEYPOT_FIELD] as const;

/**
 * What the visitor has already typed into the prerendered form (before the app's code arrived),
 * so that taking over the form keeps it.
 */
export function valuesTypedIn(form: HTMLFormElement): DefaultValues<FormValues> {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const choice = <T extends string>(name: string, options: readonly T[]) => options.find((o) => o === data.get(name));
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(name)])),
    customer_status: choice('customer_status', contactSchema.shape.customer_status.options),
    service_type: choice('service_type', contactSchema.shape.service_type.options),
    sms_opt_in: data.has('sms_opt_in'),
  };
}

/** The checks a browser makes by itself: required, and the schema's minimum lengths. */
export function nativeRules(name: 'full_name' | 'mobile' | 'email' | 'street' | 'zip') {
  const minLength = contactSchema.shape[name].minLength;
  return { required: true, ...(minLength ? { minLength } : {}) };
}
