// The owner's commercial proposals: the list (each by its latest version), a new one from a lead
// or from nothing, a draft written and rewritten, sent (fixed from then on), and a new version
// made when something changes (for an accepted one, the version that adds addresses to its account).
import type { FastifyInstance } from 'fastify';
import { proposalFacts } from './proposal-facts.ts';
import type { AccountStore } from '../accounts/account-store.ts';
import type { ProposalStore } from '../accounts/proposal-store.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { LeadStore } from '../../customers/leads/lead-store.ts';
import type { BusinessSettings } from '../../platform/settings/business-settings.ts';
import { ownerRoute } from '../../platform/http/owner-route.ts';
import { keepingAccountSites, newProposalInput, onAccount, proposalDetail, proposalSummary } from './proposal-views.ts';
import { limitsOf, PROPOSAL_MESSAGES, proposalSchema, servedOutside, type ProposalContent } from '../../../common/proposals.ts';

export interface ProposalsRouteOptions {
  proposals: ProposalStore;
  accounts: AccountStore;
  bookings: BookingStore;
  leads: LeadStore;
  settings: Pick<BusinessSettings, 'current'>;
}

const NOT_DRAFT = 'This version was sent and can no longer change: make a new version instead.';
const NO_SUCH = { error: 'No such proposal.' };

export async function proposalsRoutes(app: FastifyInstance, options: ProposalsRouteOptions) {
  const { proposals, accounts, bookings, leads } = options;
  const detail = proposalDetail.bind(null, options);

  ownerRoute(app, 'GET /owner/api/proposals', async (request, reply) => {
    const page = proposals.page({ before: request.query.before });
    return reply.send({ proposals: page.rows.map(proposalSummary), next: page.next });
  });

  ownerRoute(app, 'GET /owner/api/proposals/new', async (request, reply) => {
    const lead = request.query.lead ? leads.get(request.query.lead) : undefined;
    if (request.query.lead && !lead) return reply.code(404).send({ error: 'No such lead.' });
    const { serviceArea, commercial } = options.settings.current();
    return reply.send({ input: newProposalInput(bookings.dates, commercial, lead), zips: serviceArea.zips, limits: limitsOf(commercial) });
  });

  // What the business's settings refuse at the request: an address outside the zips served, or more carts or addresses than its limits.
  const refused = (content: ProposalContent): string | undefined => {
    const { serviceArea, commercial } = options.settings.current();
    if (servedOutside(content, serviceArea.zips)) return PROPOSAL_MESSAGES.zipArea;
    return proposalSchema(commercial).safeParse(content).error?.issues[0]?.message;
  };

  ownerRoute(app, 'POST /owner/api/proposals', async (request, reply) => {
    const { leadId, content } = request.body;
    if (leadId && !leads.get(leadId)) return reply.code(404).send({ error: 'No such lead.' });
    const problem = refused(content);
    if (problem) return reply.code(400).send({ error: problem });
    return reply.code(201).send(detail(proposals.draft(content, { leadId })));
  });

  ownerRoute(app, 'GET /owner/api/proposals/:id', async (request, reply) => {
    const proposal = proposals.get(request.params.id);
    return proposal ? reply.send(detail(proposal)) : reply.code(404).send(NO_SUCH);
  });

  ownerRoute(app, 'PUT /owner/api/proposals/:id', async (request, reply) => {
    const draft = proposals.get(request.params.id);
    if (!draft) return reply.code(404).send(NO_SUCH);
    const problem = refused(request.body.content);
    if (problem) return reply.code(400).send({ error: problem });
    const updated = proposals.update(draft.id, keepingAccountSites(accounts, draft, request.body.content));
    return updated ? reply.send(detail(updated)) : reply.code(409).send({ error: NOT_DRAFT });
  });

  ownerRoute(app, 'POST /owner/api/proposals/:id/send', async (request, reply) => {
    const sent = proposals.send(request.params.id, (proposal) =>
      proposalFacts(proposal, bookings.dates, options.settings.current().commercial, onAccount(accounts, proposal)),
    );
    if (!sent.ok) return sent.problem === 'missing' ? reply.code(404).send(NO_SUCH) : reply.code(409).send({ error: NOT_DRAFT });
    request.log.info({ proposal: sent.proposal.id, version: sent.proposal.version }, 'proposal sent');
    return reply.send({ ...detail(sent.proposal), link: `/proposal/${sent.link}` });
  });

  ownerRoute(app, 'POST /owner/api/proposals/:id/revise', async (request, reply) => {
    const proposal = proposals.get(request.params.id);
    if (!proposal) return reply.code(404).send(NO_SUCH);
    const versions = proposals.versions(proposal.family);
    const latest = versions.at(-1)!;
    if (latest.state === 'draft') return reply.send(detail(latest));
    // A version after acceptance adds to the account: its addresses come along, kept as they are.
    const accountId = versions.find((p) => p.accountId)?.accountId ?? null;
    const draft = proposals.draft(latest.content, { leadId: latest.leadId, accountId, family: proposal.family });
    return reply.code(201).send(detail(draft));
  });
}
