// What each screen of the booking page's forms sends, read and checked: the zip and the contact
// details by the contact form's own schema (its rules and its messages, in the page's language),
// the rest by the booking's own rules. A screen's reader answers the fields to keep, or the
// message under each field that needs a fix; nothing is kept from a form that does not pass.
import { z } from 'zod';
import { BOOK_COPY } from '../../../common/copy/book-copy.ts';
import { formError } from '../../../common/copy/form-errors.ts';
import { contactSchema, fieldErrors, NOT_A_MOBILE } from '../../../common/contact-schema.ts';
import { isNotAMobile } from '../../../common/mobile-kind.ts';
import type { BookField, PlanId } from '../../../common/book-flow.ts';
import type { Language } from '../../../common/languages.ts';
import { MAX_CANS, MIN_CANS } from '../../../common/prices.ts';
import type { ServiceType } from '../../../common/services.ts';
import { offeredPlans } from '../../../common/plan-rules.ts';
import { WEEKDAYS, type PricingPlan, type Weekday } from '../../../common/site-config.schema.ts';

/** What a visitor has entered so far, each field once it passed its screen's checks. */
export interface DraftFields {
  zip?: string;
  pickup_day?: Weekday;
  plan?: PlanId;
  cans?: number;
  date?: string;
  customer_status?: 'New' | 'Returning';
  full_name?: string;
  mobile?: string;
  email?: string;
  street?: string;
  notes?: string;
  sms_opt_in?: boolean;
  /** Details left outside the service area: the service they asked about. */
  service_type?: ServiceType;
  /** The details were sent from their own screen (a contact form's lead only fills them in beforehand). */
  confirmed?: boolean;
}

export type Messages = Partial<Record<BookField | 'form', string>>;
export type Read<T> = { ok: true; fields: T } | { ok: false; messages: Messages };

const { shape } = contactSchema;

/** A form's checkbox: 'on' (or true) when ticked, absent otherwise. */
const ticked = (value: unknown) => value === 'on' || value === true || value === 'true';

/** The contact schema's messages in the page's language. */
function contactMessages(error: z.ZodError, language: Language): Messages {
  return Object.fromEntries(Object.entries(fieldErrors(error)).map(([field, message]) => [field, formError(language, message)]));
}

function readWith<S extends z.ZodObject>(schema: S, form: Record<string, unknown>, language: Language): Read<z.output<S>> {
  const parsed = schema.safeParse(form);
  return parsed.success ? { ok: true, fields: parsed.data } : { ok: false, messages: contactMessages(parsed.error, language) };
}

export const readZip = (form: Record<string, unknown>, language: Language) => readWith(z.object({ zip: shape.zip }), form, language);

/** A choice from a fixed list, or its message. */
function choice<T extends string>(options: readonly T[], value: unknown): T | undefined {
  return options.find((option) => option === value);
}

export function readPickup(form: Record<string, unknown>, language: Language): Read<{ pickup_day: Weekday }> {
  const pickup = choice(WEEKDAYS, form.pickup_day);
  return pickup ? { ok: true, fields: { pickup_day: pickup } } : { ok: false, messages: { pickup_day: BOOK_COPY[language].errors.pickup } };
}

export function readPlan(form: Record<string, unknown>, language: Language, plans: readonly PricingPlan[]): Read<{ plan: PlanId }> {
  // The plans offered now: the owner may have added one since the page was built.
  const plan = choice(
    offeredPlans(plans).map((p) => p.id),
    form.plan,
  );
  return plan ? { ok: true, fields: { plan } } : { ok: false, messages: { plan: BOOK_COPY[language].errors.plan } };
}

export function readCans(form: Record<string, unknown>, language: Language): Read<{ cans: number }> {
  const cans = Number(form.cans);
  return Number.isInteger(cans) && cans >= MIN_CANS && cans <= MAX_CANS
    ? { ok: true, fields: { cans } }
    : { ok: false, messages: { cans: BOOK_COPY[language].errors.cans } };
}

/** The date chosen, when it is one of the dates offered now. */
export function readDate(form: Record<string, unknown>, offered: readonly string[], language: Language): Read<{ date: string }> {
  const date = choice(offered, form.date);
  return date ? { ok: true, fields: { date } } : { ok: false, messages: { date: BOOK_COPY[language].errors.date } };
}

/** The contact form's fields a booking asks for (its zip was the first screen, its service is the plan). */
const detailsSchema = z.object({
  customer_status: shape.customer_status,
  full_name: shape.full_name,
  mobile: shape.mobile,
  email: shape.email,
  street: shape.street,
  sms_opt_in: shape.sms_opt_in,
  notes: shape.notes,
});
export type Details = z.output<typeof detailsSchema>;

/** A number the phone library knows is no mobile (toll-free, premium, a landline abroad), named in the page's language. */
function mobileOnly<T extends { mobile: string }>(read: Read<T>, language: Language): Read<T> {
  return read.ok && isNotAMobile(read.fields.mobile) ? { ok: false, messages: { mobile: formError(language, NOT_A_MOBILE) } } : read;
}

export const readDetails = (form: Record<string, unknown>, language: Language) =>
  mobileOnly(readWith(detailsSchema, { ...form, sms_opt_in: ticked(form.sms_opt_in) }, language), language);

/** Details left outside the service area: the booking's, and the service they asked about. */
export const readLeftDetails = (form: Record<string, unknown>, language: Language) =>
  mobileOnly(
    readWith(detailsSchema.extend({ service_type: shape.service_type }), { ...form, sms_opt_in: ticked(form.sms_opt_in) }, language),
    language,
  );

/** The code the visitor typed: six digits, however they were spaced. */
export function readCode(form: Record<string, unknown>, language: Language): Read<{ code: string }> {
  const digits = typeof form.code === 'string' ? form.code.replace(/\D/g, '') : '';
  return digits.length === 6 ? { ok: true, fields: { code: digits } } : { ok: false, messages: { code: BOOK_COPY[language].errors.code } };
}

/** What was entered into the screen's fields as typed, to show again beside its messages. */
export function typedValues(form: Record<string, unknown>): Partial<Record<BookField, string>> {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([, value]) => typeof value === 'string')
      .map(([name, value]) => [name, (value as string).slice(0, 2000)]),
  );
}
