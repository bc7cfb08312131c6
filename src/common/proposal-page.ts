// A commercial proposal as its customer reads it (/proposal/<token>), rendered by the server with
// the page's own components and no JavaScript: its facts in words, and the forms to accept it or
// ask for a change. The same facts make the plain text that is kept as sent and fingerprinted:
// what the customer signs is what the page shows.
import type { Language } from './languages.ts';

/** One address as the proposal states it. */
export interface ProposalSiteWords {
  street: string;
  zip: string;
  /** '12 carts'. */
  carts: string;
  /** 'Tuesdays, every 2 weeks (the day after Monday pickup)'. */
  schedule: string;
  /** '$7.50'. */
  perCart: string;
  /** '$90'. */
  perVisit: string;
  /** '$195': about a month. */
  perMonth: string;
  /** Already on the account (a later version adds to it): shown, not signed again. */
  onAccount: boolean;
}

/** A proposal's facts in words, in its language: what the page shows and the kept text says. */
export interface ProposalFacts {
  business: string;
  contactName: string;
  email: string;
  version: number;
  sites: ProposalSiteWords[];
  totals: { carts: string; perVisit: string; perMonth: string };
  /** 'Tuesday, December 1, 2026'. */
  startsOn: string;
  note: string;
  terms: string;
}

/** What just happened on the page, shown above it. */
export const PROPOSAL_NOTICES = [
  'accepted',
  'message-sent',
  'name-needed',
  'terms-needed',
  'changed',
  'message-empty',
  'too-many',
] as const;
export type ProposalNotice = (typeof PROPOSAL_NOTICES)[number];

export interface ProposalPageData extends ProposalFacts {
  language: Language;
  /** The page's own path: both forms post here. */
  action: string;
  /** Open: waiting for the customer's answer; expired: its link is past its days (the page shows nothing else). */
  state: 'open' | 'accepted' | 'replaced' | 'expired';
  /** When it was sent ('November 27, 2026'). */
  sentOn: string;
  /** The SHA-256 of the kept text: sent back with the signature, so what was signed is what was shown. */
  fingerprint: string;
  /** Who signed and when, once accepted. */
  acceptance: { name: string; at: string } | null;
  notice: ProposalNotice | null;
  /** The name typed, kept when the signature could not be taken. */
  typedName: string;
}

/** How the server draws the page (its renderer is handed the business as well). */
export type RenderProposalPage = (page: ProposalPageData) => string;
