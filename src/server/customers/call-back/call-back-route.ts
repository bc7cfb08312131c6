// POST /api/call-back: 'Have Ava call me now' after the contact form, with the offer its answer
// carried. Answers what stands in the visitor's language: calling now, at 8 tomorrow, already
// called, or why not. Refused from another site; rate-limited per client.
import type { FastifyInstance } from 'fastify';
import { CALL_BACK_COPY, CALL_BACK_PATH } from '../../../common/copy/call-back-copy.ts';
import { languageOf } from '../../../common/languages.ts';
import { ROOT_LANGUAGE } from '../../../common/pages.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { fromAnotherSite } from '../../platform/http/same-site.ts';
import type { CallBackAsker } from './ask-call-back.ts';
import { offeredLead } from './call-back-offer.ts';

export interface CallBackRouteOptions {
  asker: CallBackAsker;
  key: Buffer;
  clock: Clock;
  rateLimitMax: number;
}

export async function callBackRoutes(app: FastifyInstance, { asker, key, clock, rateLimitMax }: CallBackRouteOptions) {
  const rateLimit = rateLimitMax > 0 ? { max: rateLimitMax, timeWindow: 10 * 60 * 1000 } : false;
  app.post(CALL_BACK_PATH, { config: { rateLimit } }, async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const language = languageOf(body.language) ?? ROOT_LANGUAGE;
    if (fromAnotherSite(request)) return reply.code(403).send({ error: 'Call backs are only asked for from this site' });
    const leadId = offeredLead(key, body.offer, clock.now());
    if (!leadId) return reply.code(400).send({ error: CALL_BACK_COPY[language].failed });
    const visitor = { ip: request.ip, userAgent: request.headers['user-agent'], pageUrl: request.headers.referer };
    const answer = await asker.ask(leadId, language, visitor);
    return reply.code(answer.state === 'refused' ? 409 : 201).send(answer);
  });
}
