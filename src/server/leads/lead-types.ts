import type { ContactRequest } from '../../common/contact-schema.ts';

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
  source: 'form' | 'voice';
  lead: ContactRequest;
  consent: ConsentRecord;
  /** Honeypot caught: kept for the record, never forwarded. */
  spam?: boolean;
  callId?: string;
  /** Same key twice stores one lead (a tool call delivered twice). */
  dedupeKey?: string;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed';

export interface LeadRow {
  id: string;
  createdAt: number;
  source: 'form' | 'voice';
  spam: boolean;
  lead: ContactRequest;
  consent: ConsentRecord;
  callId: string | null;
  state: DeliveryState | null;
  attempts: number;
  lastError: string | null;
  deliveredAt: number | null;
}

export interface DueDelivery {
  leadId: string;
  payload: string;
  attempts: number;
  windowStartedAt: number;
}
