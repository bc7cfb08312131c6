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

/** Where a lead or a call record goes: the automation webhook (leads only), the owner's e-mail. */
export type Channel = 'webhook' | 'email';

export interface DeliveryStatus {
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  deliveredAt: number | null;
}

export interface LeadRow {
  id: string;
  createdAt: number;
  source: 'form' | 'voice';
  spam: boolean;
  lead: ContactRequest;
  consent: ConsentRecord;
  callId: string | null;
  /** The webhook delivery: state, attempts, last error, when delivered. */
  state: DeliveryState | null;
  attempts: number;
  lastError: string | null;
  deliveredAt: number | null;
  /** The owner's e-mail alert, when e-mail is set up. */
  email: DeliveryStatus | null;
}

/** What the platform's end-of-call report tells of a call. */
export interface CallRecord {
  callId: string;
  startedAt: string | null;
  endedAt: string | null;
  durationMs: number | null;
  endedReason: string | null;
  summary: string | null;
  transcript: string | null;
  successEvaluation: string | null;
  cost: number | null;
}

export interface CallRow extends CallRecord {
  receivedAt: number;
  /** The lead booked on this call, if any. */
  bookedLead: { id: string; name: string } | null;
  email: DeliveryStatus | null;
}

export interface DueDelivery {
  id: number;
  channel: Channel;
  leadId: string | null;
  callId: string | null;
  attempts: number;
  windowStartedAt: number;
}
