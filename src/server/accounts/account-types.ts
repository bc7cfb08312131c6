// The accounts room's records: a proposal (one version of it), the account its acceptance made,
// the account's addresses (each a booking, so a stop on the route), and its monthly invoices.
import type { Language } from '../../common/languages.ts';
import type { ProposalContent } from '../../common/proposals.ts';

/**
 * A version of a proposal. Draft: the owner is still writing it. Sent: the customer has its link
 * and it can no longer change (a change is a new version, which replaces it when sent).
 * Accepted: signed. Replaced: a later version was sent.
 */
export const PROPOSAL_STATES = ['draft', 'sent', 'accepted', 'replaced'] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

/** A proposal's content as kept: every address has its id. */
export type KeptSite = ProposalContent['sites'][number] & { id: string };
export type KeptContent = Omit<ProposalContent, 'sites'> & { sites: KeptSite[] };

/** Who accepted, when, from where and with what browser: the signature's record. */
export interface Acceptance {
  name: string;
  at: number;
  ip: string;
  agent: string;
}

export interface Proposal {
  id: string;
  /** Every version of one proposal shares it (the first version's id); an account made from it keeps it. */
  family: string;
  version: number;
  leadId: string | null;
  /** The account this version adds to (a version sent after acceptance), or the one its acceptance made. */
  accountId: string | null;
  state: ProposalState;
  content: KeptContent;
  language: Language;
  /** The words the customer reads and signs, as sent, and their SHA-256. */
  shown: string | null;
  fingerprint: string | null;
  createdAt: number;
  updatedAt: number;
  sentAt: number | null;
  remindedAt: number | null;
  acceptance: Acceptance | null;
}

/** A message the customer sent from the proposal's page (a change they ask for). */
export interface ProposalMessage {
  id: number;
  proposalId: string;
  body: string;
  at: number;
}

export interface Account {
  id: string;
  family: string;
  leadId: string;
  business: string;
  status: 'active' | 'ended';
  /** Its last day of service once ended (with notice). */
  endsOn: string | null;
  stripeCustomer: string | null;
  createdAt: number;
}

/** An address of an account: its booking (the visits), the version that added it, and its price. */
export interface AccountSite {
  id: string;
  accountId: string;
  bookingId: string;
  proposalId: string;
  centsPerCart: number;
  addedAt: number;
}

/** A line of an invoice as billed: one visit (its address and date), or one address with its count. */
export interface InvoiceLine {
  description: string;
  cents: number;
}

/** Pending: made here, not yet at Stripe. Open: sent for payment. Then paid, void or uncollectible, as Stripe says. */
export const INVOICE_STATES = ['pending', 'open', 'paid', 'void', 'uncollectible'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export interface AccountInvoice {
  id: string;
  accountId: string;
  /** 'YYYY-MM': the month of the visits it bills. */
  month: string;
  state: InvoiceState;
  lines: InvoiceLine[];
  totalCents: number;
  paidCents: number;
  stripeInvoice: string | null;
  number: string | null;
  hostedUrl: string | null;
  dueAt: number | null;
  /** Overdue reminders sent so far. */
  reminders: number;
  createdAt: number;
  updatedAt: number;
}
