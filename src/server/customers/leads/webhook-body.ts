// The automation webhook's contract: exactly the nine contact fields, in the form's order, as
// JSON. Built from the stored lead in this one place, so what the product learns about a lead
// later never changes what the webhook receives.
import { CONTACT_FIELDS } from '../../../common/contact-schema.ts';
import type { LeadFields } from './lead-types.ts';

export function webhookBody(lead: LeadFields): string {
  return JSON.stringify(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, lead[field]])));
}
