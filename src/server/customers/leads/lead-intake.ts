// The one way in for a lead: a form submission or the receptionist's voice lead becomes a stored,
// queued lead here, with its text-message consent record built the same way for both.
import { type ContactRequest } from '../../../common/contact-schema.ts';
import { PAGE_CATALOGS } from '../../../common/copy/page-catalogs.ts';
import { ROOT_LANGUAGE } from '../../../common/pages.ts';
import type { AddResult, LeadStore } from './lead-store.ts';
import type { ConsentRecord, NewLead } from './lead-types.ts';
import type { Language } from '../../../common/languages.ts';

/** Who sent a form: what the consent record keeps of the visitor. */
export interface Visitor {
  ip: string;
  userAgent: string | undefined;
  pageUrl: string | undefined;
}

/** A lead on its way in, by where it came from. */
export type Intake =
  | {
      source: 'form';
      lead: ContactRequest;
      visitor: Visitor;
      spam: boolean;
      language?: Language;
      dedupeKey?: string;
      /** The token of the link to book online shown to the visitor (a draft is made for it). */
      bookLink?: string;
      /** Kept for the owner only, sent nowhere (the business is not open yet). */
      keptOnly?: boolean;
    }
  | { source: 'voice'; lead: ContactRequest; callId: string; toolCallId: string; language?: Language };

const clip = (value: string | undefined, max = 512) => (value ?? '').slice(0, max);

/** The consent's words exactly as the form shows them (or Ava reads them) in the lead's language. */
const consentText = (intake: Intake) => PAGE_CATALOGS[intake.language ?? ROOT_LANGUAGE].form.consent;

/** The words agreed to, when (ms), for which phone, and where: on a page (IP, browser, URL) or on a call (its id). */
export function consentRecord(intake: Intake, at: number): ConsentRecord {
  const base = { at: new Date(at).toISOString(), phone: intake.lead.mobile };
  if (intake.source === 'form') {
    const { ip, userAgent, pageUrl } = intake.visitor;
    return {
      ...base,
      text: consentText(intake),
      ip,
      userAgent: clip(userAgent),
      pageUrl: clip(pageUrl),
    };
  }
  return {
    ...base,
    text: `${consentText(intake)} (read aloud on the call and accepted)`,
    ip: '',
    userAgent: 'voice call',
    pageUrl: '',
    callId: intake.callId,
  };
}

/** A lead on its way in as the store takes it: with its consent record, and a dedupe key for a tool call. */
export function newLeadFrom(intake: Intake, at: number): NewLead {
  const consent = consentRecord(intake, at);
  if (intake.source === 'form')
    return {
      source: 'form',
      lead: intake.lead,
      consent,
      spam: intake.spam,
      ...(intake.language ? { language: intake.language } : {}),
      ...(intake.dedupeKey ? { dedupeKey: intake.dedupeKey } : {}),
      ...(intake.bookLink ? { bookLink: intake.bookLink } : {}),
      ...(intake.keptOnly ? { keptOnly: true } : {}),
    };
  return {
    source: 'voice',
    lead: intake.lead,
    consent,
    callId: intake.callId,
    // The platform may deliver the same tool call twice: it stores one lead.
    dedupeKey: `${intake.callId}:${intake.toolCallId}`,
    ...(intake.language ? { language: intake.language } : {}),
  };
}

/** Stores the lead with its consent record and queues its delivery; resolves once it is on disk. */
export function intakeLead(store: LeadStore, intake: Intake): Promise<AddResult> {
  return store.add(newLeadFrom(intake, store.clock.now()));
}
