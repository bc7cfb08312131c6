// The accounts room's records: a proposal (one version of it), the account its acceptance made,
// the account's addresses (each a booking, so a stop on the route), and its monthly invoices.
import type { Language } from '../../../common/languages.ts';
import type { ProposalContent } from '../../../common/proposals.ts';
import type { ProposalFacts } from '../../../common/proposal-page.ts';

import type { ACCOUNT_STATUSES, INVOICE_STATES, ProposalStateName } from '../../../common/owner-accounts.ts';

export type ProposalState = ProposalStateName;

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
  /**
   * What the customer reads and signs, as sent (its facts in words, frozen then: the page shows
   * these), and the SHA-256 of its text (proposalText of these facts).
   */
  shown: ProposalFacts | null;
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
  status: (typeof ACCOUNT_STATUSES)[number];
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
