// Commercial proposals: the list, a new one's first values, written, changed, sent and revised.
// Served by money's account flow (server/money/account-flow/).
import { z } from 'zod';
import type { ProposalDetail, ProposalSummary } from '../owner-accounts.ts';
import { proposalSchema, type ProposalInput, type ProposalLimits } from '../proposals.ts';
import { PROPOSAL_CEILINGS } from '../site-config.schema.ts';
import type { RoutesOf } from './contract.ts';
import { id, pageCursor } from './request-parts.ts';

export interface ProposalAnswers {
  /** 30 a page, the most recently changed first: each proposal by its latest version. */
  'GET /owner/api/proposals': { proposals: ProposalSummary[]; next: string | null };
  /** A new proposal's first values: from a lead when one is named (its contact, its address), else blank but the start date. */
  'GET /owner/api/proposals/new': { input: ProposalInput; zips: string[]; limits: ProposalLimits };
  'POST /owner/api/proposals': ProposalDetail;
  'GET /owner/api/proposals/:id': ProposalDetail;
  'PUT /owner/api/proposals/:id': ProposalDetail;
  /** Sent: the detail, and a link to the customer's page (to open it as they will, or to hand on). */
  'POST /owner/api/proposals/:id/send': ProposalDetail & { link: string };
  /** A new draft version made from this one (for an accepted one: the account's addresses, to add more). */
  'POST /owner/api/proposals/:id/revise': ProposalDetail;
}

/**
 * A commercial proposal as the owner writes it, within the ceilings any business may set; the route
 * then checks the business's own limits and zips, as its settings hold them at the request.
 */
const proposal = proposalSchema(PROPOSAL_CEILINGS);

export const PROPOSAL_ROUTES = {
  'GET /owner/api/proposals': { access: 'owner', query: z.object({ before: pageCursor }) },
  'GET /owner/api/proposals/new': { access: 'owner', query: z.object({ lead: z.string().max(64).optional().catch(undefined) }) },
  'POST /owner/api/proposals': {
    access: 'owner',
    // From a lead (its id), or from nothing; a version for an account is made by revising.
    body: z.object({ leadId: z.string().min(1).max(64).nullable().default(null), content: proposal }),
    invalid: 'Please fill in the proposal.',
  },
  'GET /owner/api/proposals/:id': { access: 'owner', params: id, invalid: 'No such proposal.' },
  'PUT /owner/api/proposals/:id': {
    access: 'owner',
    params: id,
    body: z.object({ content: proposal }),
    invalid: 'Please fill in the proposal.',
  },
  'POST /owner/api/proposals/:id/send': { access: 'owner', params: id, invalid: 'No such proposal.' },
  'POST /owner/api/proposals/:id/revise': { access: 'owner', params: id, invalid: 'No such proposal.' },
} as const satisfies RoutesOf<ProposalAnswers>;
