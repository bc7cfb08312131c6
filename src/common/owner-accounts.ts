// What the owner's API answers about commercial proposals and accounts (owner-routes.ts names the
// routes): declared once for the server (which fills it) and the inbox (which shows it).
import type { ProposalInput, ProposalLimits } from './proposals.ts';

/**
 * A version of a proposal. Draft: the owner is still writing it. Sent: the customer has its link
 * and it can no longer change (a change is a new version, which replaces it when sent).
 * Accepted: signed. Replaced: a later version was sent.
 */
export const PROPOSAL_STATES = ['draft', 'sent', 'accepted', 'replaced'] as const;
export type ProposalStateName = (typeof PROPOSAL_STATES)[number];

/** Pending: made here, not yet at Stripe. Open: sent for payment. Then paid, void or uncollectible, as Stripe says. */
export const INVOICE_STATES = ['pending', 'open', 'paid', 'void', 'uncollectible'] as const;
/** An invoice's state as the owner reads it: overdue is open past its due date. */
export type InvoiceStateName = (typeof INVOICE_STATES)[number] | 'overdue';

/** An account runs until it is ended with notice. */
export const ACCOUNT_STATUSES = ['active', 'ended'] as const;

/** A proposal in the owner's list: its latest version. */
export interface ProposalSummary {
  id: string;
  version: number;
  state: ProposalStateName;
  business: string;
  addresses: number;
  /** '$1,245': the monthly estimate. */
  perMonth: string;
  updatedAt: number;
  sentAt: number | null;
  accountId: string | null;
}

/** An address of a proposal as the editor holds it: its id once kept, and whether it is already on the account. */
export type ProposalSiteInput = ProposalInput['sites'][number] & { onAccount?: boolean };

export interface ProposalDetail {
  id: string;
  family: string;
  version: number;
  state: ProposalStateName;
  leadId: string | null;
  accountId: string | null;
  input: Omit<ProposalInput, 'sites'> & { sites: ProposalSiteInput[] };
  /** The zips served now: the editor checks each address's against them. */
  zips: string[];
  /** The business's commercial limits and tiers now: what the editor checks and suggests from. */
  limits: ProposalLimits;
  sentAt: number | null;
  remindedAt: number | null;
  /** Who signed, when, from where (IP and browser), and the fingerprint of what they saw. */
  acceptance: { name: string; at: number; ip: string; agent: string } | null;
  fingerprint: string | null;
  /** The text kept as sent: what the customer read and signed. */
  text: string | null;
  versions: { id: string; version: number; state: ProposalStateName; sentAt: number | null }[];
  /** Changes the customer asked for from the proposal's page, newest first. */
  messages: { body: string; at: number }[];
}

export interface AccountSummary {
  id: string;
  business: string;
  status: 'active' | 'ended';
  /** Its last day of service ('Tuesday, January 5'), once ended with notice. */
  endsOn: string | null;
  addresses: number;
  carts: number;
  /** What is owed past due, when anything is ('$480'). */
  overdue: string | null;
  createdAt: number;
}

export interface AccountInvoiceRow {
  id: string;
  accountId: string;
  business: string;
  /** 'November 2026'. */
  month: string;
  number: string | null;
  state: InvoiceStateName;
  total: string;
  paid: string;
  /** 'December 31, 2026'. */
  due: string | null;
  /** Stripe's page for it (pay, PDF). */
  url: string | null;
  lines: number;
}

export interface AccountDetail {
  id: string;
  business: string;
  status: 'active' | 'ended';
  endsOn: string | null;
  contact: { name: string; email: string; mobile: string };
  sites: {
    id: string;
    bookingId: string;
    reference: string;
    street: string;
    zip: string;
    carts: number;
    /** 'Tuesdays, every week'. */
    schedule: string;
    perCart: string;
    perVisit: string;
    nextVisit: string | null;
    /** Visits given so far (marked done). */
    given: number;
    status: 'booked' | 'cancelled' | 'ended';
  }[];
  invoices: AccountInvoiceRow[];
  /** The signature that made the account (its first version's). */
  acceptance: { proposalId: string; version: number; name: string; at: number; ip: string; agent: string; fingerprint: string } | null;
  proposals: { id: string; version: number; state: ProposalStateName; sentAt: number | null }[];
  /** The last day of service if the account were ended today (the notice the terms give). */
  endWouldBe: string;
}
