// A commercial proposal's page, at the link in each of its e-mails: /proposal/<token>. Plain
// server-rendered forms (no JavaScript needed): sign it (a typed name, the terms ticked, and the
// fingerprint of the words the page showed), or ask for a change (a message to the owner). A
// signature answers 303 back to the page (a reload signs nothing twice); one that is missing its
// name or its tick is answered on the spot, the name kept. A token that is wrong gets the site's
// 404 page, which says nothing about why. Posts from another site are refused; both routes are
// rate-limited per client.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PROPOSAL_NOTICES, type ProposalNotice, type ProposalPageData, type RenderProposalPage } from '../../../common/proposal-page.ts';
import type { Proposal } from '../accounts/account-types.ts';
import { fromAnotherSite } from '../../platform/http/same-site.ts';
import { privatePage } from '../../platform/http/security-headers.ts';
import { linkTokenOf } from '../../platform/http/link-token.ts';
import { sendMadePage } from '../../platform/http/compressed-page.ts';
import { acceptProposal, type AcceptDeps } from './accept-proposal.ts';

export interface ProposalRouteOptions extends AcceptDeps {
  render: RenderProposalPage;
  /** Requests per client per minute, on each route. */
  rateLimitMax: number;
  /** Messages one proposal's page may send the owner in a day. */
  messagesPerDay: number;
}

const query = z.object({ notice: z.enum(PROPOSAL_NOTICES).optional().catch(undefined) });
const form = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('accept'),
    name: z.string().max(500).default(''),
    agree: z.string().max(10).optional(),
    fingerprint: z.string().max(100).default(''),
  }),
  z.object({ action: z.literal('message'), message: z.string().max(5000).default('') }),
]);

/** A name typed to sign: trimmed, one line, at least two letters. */
const signedName = (typed: string) => {
  const name = typed.replace(/\s+/g, ' ').trim().slice(0, 120);
  return /\p{L}.*\p{L}/u.test(name) ? name : undefined;
};

export async function proposalRoutes(app: FastifyInstance, options: ProposalRouteOptions) {
  const { proposals, bookings, render, rateLimitMax, messagesPerDay } = options;
  const config = { rateLimit: rateLimitMax > 0 ? { max: rateLimitMax, timeWindow: 60_000 } : false };
  const { calendar } = bookings.dates;

  const page = (proposal: Proposal, token: string, notice: ProposalNotice | null, typedName = ''): ProposalPageData | undefined => {
    const { shown, fingerprint, sentAt, acceptance, language } = proposal;
    if (!shown || !fingerprint || sentAt === null || proposal.state === 'draft') return undefined;
    return {
      ...shown,
      language,
      action: `/proposal/${token}`,
      state: proposal.state === 'sent' ? 'open' : proposal.state,
      sentOn: calendar.recordWords(calendar.dateOf(sentAt), language),
      fingerprint,
      acceptance: acceptance && {
        name: acceptance.name,
        at: `${calendar.recordWords(calendar.dateOf(acceptance.at), language)}, ${calendar.timeWords(acceptance.at)}`,
      },
      notice,
      typedName,
    };
  };
  const show = (request: FastifyRequest, reply: FastifyReply, data: ProposalPageData, status = 200) =>
    sendMadePage(request, privatePage(reply).code(status), render(data));

  /** A link past its days: 410 with the page that says how to get a new one (a wrong token stays the plain 404). */
  const expired = (request: FastifyRequest, reply: FastifyReply, token: string | undefined) => {
    const old = token && proposals.expiredLink(token);
    const data = token && old && page(old, token, null);
    if (!data) return reply.callNotFound();
    return show(request, reply, { ...data, state: 'expired' }, 410);
  };

  app.get('/proposal/:token', { config }, async (request, reply) => {
    const token = linkTokenOf(request.params);
    const proposal = token && proposals.byToken(token);
    const data = token && proposal && page(proposal, token, query.parse(request.query ?? {}).notice ?? null);
    if (!data) return expired(request, reply, token);
    return show(request, reply, data);
  });

  app.post('/proposal/:token', { config }, async (request, reply) => {
    if (fromAnotherSite(request)) {
      request.log.warn('a proposal answered from another site refused');
      return privatePage(reply)
        .code(403)
        .send('<!doctype html><title>Refused</title><p>A proposal can only be answered on our website.</p>');
    }
    const token = linkTokenOf(request.params);
    const proposal = token && proposals.byToken(token);
    if (!token || !proposal || !page(proposal, token, null)) return expired(request, reply, token);
    const parsed = form.safeParse(request.body);
    const again = (notice: ProposalNotice) =>
      reply.code(303).header('Cache-Control', 'no-store').redirect(`/proposal/${token}?notice=${notice}`, 303);
    if (!parsed.success) return show(request, reply, page(proposal, token, 'message-empty')!, 400);
    const answer = parsed.data;
    if (answer.action === 'message') {
      const body = answer.message.trim().slice(0, 2000);
      if (!body) return show(request, reply, page(proposal, token, 'message-empty')!, 400);
      if (proposals.messagesSince(proposal.id, bookings.clock.now() - 24 * 3600_000) >= messagesPerDay)
        return show(request, reply, page(proposal, token, 'too-many')!, 429);
      proposals.addMessage(proposal.id, body);
      request.log.info({ proposal: proposal.id }, 'a change asked for from a proposal');
      return again('message-sent');
    }
    const name = signedName(answer.name);
    if (!name) return show(request, reply, page(proposal, token, 'name-needed', answer.name.slice(0, 120))!, 400);
    if (answer.agree !== 'yes') return show(request, reply, page(proposal, token, 'terms-needed', name)!, 400);
    const signature = {
      name,
      ip: request.ip,
      agent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      fingerprint: answer.fingerprint,
    };
    const result = acceptProposal(options, proposal, signature);
    if (!result?.ok) {
      // Replaced since the page was opened: it says so now. Changed words: read again before signing.
      if (result?.problem === 'changed') return show(request, reply, page(proposal, token, 'changed', name)!, 409);
      return again('changed');
    }
    request.log.info({ proposal: proposal.id, first: result.first }, 'a proposal accepted');
    return again('accepted');
  });
}
