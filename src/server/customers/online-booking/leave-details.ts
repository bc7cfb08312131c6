// The ends of the booking page without a booking, where nothing is lost: a zip we do not serve
// yet (the visitor's details kept as a lead, to be told when we do), and a commercial account
// (a lead asking for a proposal, with what they told us of their bins). Stored as the contact
// form's leads are, with this page's consent record; sent twice, it is one lead.
import type { ContactRequest } from '../../../common/contact-schema.ts';
import { intakeLead } from '../leads/lead-intake.ts';
import { readDetails, readLeftDetails, typedValues } from './draft-fields.ts';
import type { DraftLink } from './draft-store.ts';
import { again } from './again.ts';
import type { Answer, BookRequest, OnlineBookingDeps } from './types.ts';
import { draftPath } from './view.ts';

export async function leaveDetails(
  deps: OnlineBookingDeps,
  link: DraftLink,
  form: Record<string, unknown>,
  { language, visitor }: BookRequest,
  kind: 'outside' | 'commercial',
): Promise<Answer> {
  const { draft } = link;
  const { zip = '', pickup_day: pickup } = draft.fields;
  const read = kind === 'outside' ? readLeftDetails(form, language) : readDetails(form, language);
  if (!read.ok) return again(link, kind, language, { messages: read.messages, typed: typedValues(form) });
  const service =
    kind === 'outside' && 'service_type' in read.fields ? (read.fields.service_type as ContactRequest['service_type']) : 'Commercial';
  const note =
    kind === 'outside'
      ? `Outside the service area (zip ${zip}): left their details on the booking page.`
      : `Commercial: a proposal asked for on the booking page. Pickup day: ${pickup ?? 'not given'}.`;
  const lead: ContactRequest = {
    ...read.fields,
    zip,
    service_type: service,
    notes: [read.fields.notes, note].filter(Boolean).join(' ').slice(0, 2000),
  };
  // The visitor's own lead, stored once however often the form is sent (its key is the draft's).
  const { id } = await intakeLead(deps.leads, { source: 'form', lead, visitor, spam: false, language, dedupeKey: `left:${draft.id}` });
  deps.drafts.save(draft.id, { ...draft.fields, ...read.fields }, language);
  deps.drafts.end(draft.id, 'left', { leadId: id });
  return { kind: 'go', to: draftPath(language, link.token) };
}
