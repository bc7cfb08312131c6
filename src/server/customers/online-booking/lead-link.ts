// Every contact form's lead who may be texted gets their own link to book online, at once: a
// draft filled in from the form (zip, plan, name, mobile, e-mail, street), opened by the link
// shown on the page and by one texted to their mobile (which, having reached that phone, proves
// it). Queued in the lead's own transaction, as a follower of the leads store: one text per lead,
// none to a number that said STOP or got such a link in the draft's lifetime, none for spam or a
// commercial request (that one waits for a proposal). The quiet hours hold the text till morning.
import type { PlanId } from '../../../common/book-flow.ts';
import { toE164 } from '../../../common/mobile-e164.ts';
import { planFor, type Plans } from '../bookings/booking-words.ts';
import type { LeadStored } from '../leads/lead-events.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { TextBudget, Unasked } from '../../conversations/texts/text-budget.ts';
import type { DraftFields } from './draft-fields.ts';
import type { DraftStore } from './draft-store.ts';

export interface LinkOffering {
  drafts: DraftStore;
  outbox: Outbox;
  /** Whether this number may be texted (consent, no STOP, a country texts go to); undefined with texts off. */
  mayText: ((phone: string | null) => boolean) | undefined;
  /** The budget for texts nobody asked for: a link is one. */
  budget: TextBudget;
  /** The plans offered now: a lead's service type picks its plan among them. */
  plans: () => Plans;
}

/** What the form said, as the booking page's fields take it. */
function prefill({ lead }: LeadStored['lead'], plans: Plans): DraftFields {
  const plan = planFor(plans, lead.service_type)?.id as PlanId | undefined;
  const { customer_status, full_name, mobile, email, street, zip, notes } = lead;
  return { zip, ...(plan ? { plan } : {}), customer_status, full_name, mobile, email, street, notes, sms_opt_in: lead.sms_opt_in };
}

export function offerBookLink({ id, lead }: LeadStored, { drafts, outbox, mayText, budget, plans }: LinkOffering): void {
  if (lead.source !== 'form' || lead.spam || !lead.bookLink || lead.lead.service_type === 'Commercial') return;
  const { draft } = drafts.create({
    language: lead.language ?? 'en',
    fields: prefill(lead, plans()),
    leadId: id,
    ip: lead.consent.ip,
    token: lead.bookLink,
  });
  const to = toE164(lead.lead.mobile);
  if (!to || !mayText?.(to) || drafts.linkTextedTo(to)) return;
  textLink({ drafts, outbox, budget }, draft.id, to, 'book-link', { address: lead.consent.ip, door: 'site' });
}

/**
 * Texts a draft's link to a number (the link then proves it): after the contact form ('book-link',
 * which keeps the quiet hours), at a caller's word ('book-link-asked', sent at once: it answers
 * them) or to a visitor who left at the code ('book-link-left'), within the budget for texts
 * nobody asked for, charged to who asked at the door they asked at. Inside the caller's
 * transaction; the caller announces the queued delivery. False when the budget refused it.
 */
export function textLink(
  { drafts, outbox, budget }: Pick<LinkOffering, 'drafts' | 'outbox' | 'budget'>,
  draftId: string,
  to: string,
  kind: 'book-link' | 'book-link-asked' | 'book-link-left',
  asker: Pick<Unasked, 'address' | 'door'>,
): boolean {
  if (budget.take({ kind: 'link', phone: to, ...asker })) return false;
  outbox.enqueue('sms', { kind, id: draftId }, { secret: drafts.addLink(draftId, { texted: to }) });
  return true;
}
