import type { Language } from '../../../common/languages.ts';
import type { ContactRequest } from '../../../common/contact-schema.ts';
import type { DeliveryState, DeliveryStatus } from '../../platform/outbox/deliveries.ts';

/**
 * Where a lead came from: the contact form, or the receptionist (a call or a chat); or an
 * accepted proposal (an account's billing contact, made by the owner's proposal, not a request).
 */
export type LeadSource = 'form' | 'voice' | 'proposal';

/** What a text-message program must keep of an opt-in: the words shown, when, who, from where. */
export interface ConsentRecord {
  text: string;
  at: string;
  phone: string;
  ip: string;
  userAgent: string;
  pageUrl: string;
  /** Consent given on a call: the call it was given on. */
  callId?: string;
}

export interface NewLead {
  source: LeadSource;
  /** The nine fields; consent to texts is given on the form and on a call, never on a proposal. */
  lead: ContactRequest | LeadFields;
  consent: ConsentRecord;
  /** Honeypot caught: kept for the record, never forwarded. */
  spam?: boolean;
  callId?: string;
  /** Same key twice stores one lead (a tool call delivered twice). */
  dedupeKey?: string;
  /** The language they spoke with us (English unless they spoke Spanish). */
  language?: Language;
  /** A contact form's lead that may book online: the token of the link shown to them on the page. */
  bookLink?: string;
  /**
   * Kept for the owner and sent nowhere: no webhook, no e-mail, nothing its followers would send
   * (a lead that came before the business opened, in the name of a business not yet set up).
   */
  keptOnly?: boolean;
}

/** The nine fields as stored; the consent box reads back as the boolean it was. */
export type LeadFields = Omit<ContactRequest, 'sms_opt_in'> & { sms_opt_in: boolean };

export interface LeadRow {
  id: string;
  createdAt: number;
  source: LeadSource;
  spam: boolean;
  lead: LeadFields;
  /** The mobile in E.164 ('+14045550199'), where texts go; null when it is not a valid number. */
  mobileE164: string | null;
  consent: ConsentRecord;
  callId: string | null;
  /** The language its messages go out in. */
  language: Language;
  /** The webhook delivery: state, attempts, last error, when delivered. */
  state: DeliveryState | null;
  attempts: number;
  lastError: string | null;
  deliveredAt: number | null;
  /** The owner's e-mail alert, when e-mail is set up. */
  email: DeliveryStatus | null;
}
