// The booking made from a draft, once its mobile is proven (or, with no texts set up, held for its
// e-mail's link as the receptionist holds a web booking): in the booking store's own transaction,
// with its lead (the contact form's lead it was made from, when the details are that lead's; else
// a new one with this page's consent record) and the same limits as every other way in.
import { BOOK_COPY } from '../../../common/copy/book-copy.ts';
import { DATE_PROBLEM_WORDS } from '../../../common/copy/date-problem-words.ts';
import type { ContactRequest } from '../../../common/contact-schema.ts';
import { toE164 } from '../../../common/mobile-e164.ts';
import type { LeadRow } from '../leads/lead-types.ts';
import { newLeadFrom } from '../leads/lead-intake.ts';
import { WEB_HOLD_MINUTES } from '../bookings/booking-store.ts';
import type { DraftLink } from './draft-store.ts';
import { conversationOf, provenBy } from './proof.ts';
import { screenState } from './screen-state.ts';
import type { Answer, BookRequest, OnlineBookingDeps } from './types.ts';
import { draftPath, planIn } from './view.ts';
import { businessOf } from '../../../common/page-business.ts';
import type { PricingPlan } from '../../../common/site-config.schema.ts';
import type { DraftFields } from './draft-fields.ts';

/** The lead's nine fields, from the draft (its service is the plan's). */
function contactOf(fields: DraftFields, plans: readonly PricingPlan[]): ContactRequest {
  return {
    customer_status: fields.customer_status ?? 'New',
    full_name: fields.full_name ?? '',
    mobile: fields.mobile ?? '',
    email: fields.email ?? '',
    street: fields.street ?? '',
    zip: fields.zip ?? '',
    service_type: planIn(plans, fields.plan!)?.serviceType ?? 'One-Time',
    sms_opt_in: true,
    notes: fields.notes ?? '',
  };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the details entered are the lead's own (then the booking is that lead's). */
function sameDetails(lead: LeadRow | undefined, contact: ContactRequest): boolean {
  if (!lead) return false;
  const { full_name, mobile, email, street, zip } = lead.lead;
  return (
    same(full_name, contact.full_name) &&
    toE164(mobile) === toE164(contact.mobile) &&
    same(email, contact.email) &&
    same(street, contact.street) &&
    same(zip, contact.zip)
  );
}

export function bookDraft(deps: OnlineBookingDeps, link: DraftLink, { language, visitor }: BookRequest): Answer {
  const { draft } = link;
  const { fields } = draft;
  const e164 = toE164(fields.mobile ?? '');
  const proven = provenBy(link) || (e164 !== null && deps.phoneProofs.isProven(e164, conversationOf(draft)));
  if (!proven && deps.textsOn) return { kind: 'screen', status: 400, state: screenState(link, 'code', language) };
  const hold = proven ? undefined : WEB_HOLD_MINUTES;
  const contact = contactOf(fields, deps.settings.current().plans);
  const fromLead = draft.leadId && sameDetails(deps.leads.get(draft.leadId), contact) ? draft.leadId : undefined;
  const { bookings, leads, drafts } = deps;
  const result = bookings.book({
    planId: fields.plan!,
    cans: fields.cans ?? 1,
    pickupDay: fields.pickup_day!,
    date: fields.date!,
    by: 'customer',
    // A form sent twice (a reload, a double tap) books once.
    dedupeKey: `online:${draft.id}`,
    limit: () =>
      drafts.bookedFrom(visitor.ip) >= deps.bookingsPerIpPerDay()
        ? 'per-ip'
        : bookings.customerOn(fields.date!, e164, contact.street)
          ? 'same-street'
          : undefined,
    lead: () =>
      fromLead ??
      leads.insertNow(newLeadFrom({ source: 'form', lead: contact, visitor, spam: false, language }, bookings.clock.now()), {
        held: hold !== undefined,
      }).id,
    ...(hold ? { holdMinutes: hold } : {}),
  });
  const words = BOOK_COPY[language];
  if (!result.ok && result.problem === 'limit') {
    if (result.reason === 'per-ip')
      return refused(link, 'code', language, { form: words.errors.perIp(businessOf(deps.settings.current())) });
    return refused(link, 'date', language, { date: words.errors.sameStreet(contact.street) }, true);
  }
  if (!result.ok) {
    const why = result.problem === 'full' ? words.errors.full : DATE_PROBLEM_WORDS[language][result.problem];
    return refused(link, 'date', language, { date: why }, true);
  }
  drafts.end(draft.id, hold ? 'held' : 'booked', { bookingId: result.booking.id, leadId: result.booking.leadId, ip: visitor.ip });
  if (hold) return { kind: 'go', to: draftPath(language, link.token) };
  return { kind: 'go', to: `/booking/${bookings.issueLink(result.booking.id)}?notice=booked` };
}

/** Not booked: the screen to fix it on, with why; a date refused is no longer the draft's. */
function refused(
  link: DraftLink,
  screen: 'code' | 'date',
  language: BookRequest['language'],
  messages: Record<string, string>,
  dropDate = false,
): Answer {
  const { date: _dropped, ...rest } = link.draft.fields;
  const fields = dropDate ? rest : link.draft.fields;
  const updated = { ...link, draft: { ...link.draft, fields } };
  return { kind: 'screen', status: 409, state: screenState(updated, screen, language, { messages }) };
}
