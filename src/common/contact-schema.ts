// The one schema for a lead: the contact form, POST /api/contact and the receptionist's
// book_service tool all validate with it (the tool's JSON Schema is generated from it). The
// messages are the ones the visitor reads under each field, word for word.
import { CONTROL, CONTROL_EXCEPT_LINES } from './control-characters.ts';
import { z } from 'zod';
import { CUSTOMER_STATUSES, SERVICE_TYPES } from './services.ts';

/** Where the page sends a contact request (the server's endpoint, on the page's own origin). */
export const CONTACT_PATH = '/api/contact';

export const contactMessages = {
  customer_status: "Please select if you're new or returning",
  full_name: 'Name must be at least 2 characters',
  mobile: 'Please enter a valid mobile number',
  email: 'Please enter a valid email address',
  street: 'Please enter your street address',
  zip: 'Please enter a valid zip code',
  service_type: 'Please select a service type',
  sms_opt_in: 'You must agree to receive texts to proceed',
} as const;

/** The server's word on a number the phone library knows is no mobile (toll-free, premium, a landline abroad). */
export const NOT_A_MOBILE = 'Please enter a mobile number, not a toll-free, premium or landline one';

export const UNSUPPORTED_CHARACTERS = 'Please remove unsupported characters';

/** A message the schema can give for a field (the Spanish page has one for each). */
export type ContactMessage = (typeof contactMessages)[keyof typeof contactMessages] | typeof UNSUPPORTED_CHARACTERS | typeof NOT_A_MOBILE;

// Lone UTF-16 surrogates are not text (storage would silently replace them); control
// characters have no place in a lead. Line breaks and tabs are allowed in the notes only.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const clean = (control: RegExp) => (value: string) => !LONE_SURROGATE.test(value) && !control.test(value);

const text = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `Please keep this under ${max} characters`)
    .refine(clean(CONTROL), UNSUPPORTED_CHARACTERS);

export const contactSchema = z.object({
  customer_status: z.enum(CUSTOMER_STATUSES, { error: contactMessages.customer_status }),
  full_name: text(2, 100, contactMessages.full_name),
  mobile: text(10, 30, contactMessages.mobile),
  // A check rather than a pipe, so the generated JSON Schema carries the e-mail format too.
  email: z.string({ error: contactMessages.email }).trim().max(254, contactMessages.email).check(z.email(contactMessages.email)),
  street: text(5, 200, contactMessages.street),
  zip: text(5, 10, contactMessages.zip),
  service_type: z.enum(SERVICE_TYPES, { error: contactMessages.service_type }),
  // The checkbox holds true or false; only true is a lead.
  sms_opt_in: z.boolean({ error: contactMessages.sms_opt_in }).pipe(z.literal(true, { error: contactMessages.sms_opt_in })),
  notes: z
    .string({ error: 'Notes must be text' })
    .trim()
    .max(2000, 'Please keep notes under 2000 characters')
    .refine(clean(CONTROL_EXCEPT_LINES), UNSUPPORTED_CHARACTERS)
    .optional()
    .default(''),
});

/** What a visitor types (the checkbox may still be unticked). */
export type ContactInput = z.input<typeof contactSchema>;
/** A valid lead: the nine fields the automation webhook receives. */
export type ContactRequest = z.output<typeof contactSchema>;

export const CONTACT_FIELDS = [
  'customer_status',
  'full_name',
  'mobile',
  'email',
  'street',
  'zip',
  'service_type',
  'sms_opt_in',
  'notes',
] as const satisfies readonly (keyof ContactRequest)[];

/** `{ field: first message }`: what the form shows under each field, and what the receptionist is told is missing. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'body')] ??= issue.message;
  return errors;
}
