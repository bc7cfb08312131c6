// POST /api/contact: JSON only, 16 KiB at most, validated with the shared schema, rate-limited
// per client IP, honeypot-aware. Answers 201 only once the lead is committed to disk.
import type { FastifyInstance } from 'fastify';
import { CONTACT_PATH, contactSchema, fieldErrors } from '../../common/contact-schema.ts';
import { HONEYPOT_FIELD } from '../../common/honeypot.ts';
import { intakeLead } from '../leads/lead-intake.ts';
import type { LeadStore } from '../leads/lead-store.ts';

export interface ContactRouteOptions {
  store: LeadStore;
  /** Requests per client IP per window; 0 turns the limit off (benchmarks). */
  rateLimitMax: number;
  rateLimitWindowMs: number;
}

export const SAVE_FAILED = { error: 'We could not save your request just now. Please try again in a moment.' };

export async function contactRoutes(app: FastifyInstance, { store, rateLimitMax, rateLimitWindowMs }: ContactRouteOptions) {
  const rateLimit = rateLimitMax > 0 ? { max: rateLimitMax, timeWindow: rateLimitWindowMs } : false;

  app.post(CONTACT_PATH, { config: { rateLimit } }, async (request, reply) => {
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      return reply.code(415).send({ error: 'Send the contact request as application/json' });
    }
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return reply.code(400).send({ errors: { body: 'Expected a JSON object with the contact fields' } });
    }
    const parsed = contactSchema.safeParse(body);
    if (!parsed.success) return reply.code(400).send({ errors: fieldErrors(parsed.error) });

    const trap = (body as Record<string, unknown>)[HONEYPOT_FIELD];
    const spam = typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null;
    try {
      const visitor = { ip: request.ip, userAgent: request.headers['user-agent'], pageUrl: request.headers.referer };
      const { id } = await intakeLead(store, { channel: 'form', lead: parsed.data, visitor, spam });
      if (spam) request.log.info({ leadId: id }, 'honeypot filled: stored as spam, not forwarded');
      return reply.code(201).send({ id });
    } catch (error) {
      request.log.error(error, 'could not store a lead');
      return reply.code(503).header('Retry-After', '30').send(SAVE_FAILED);
    }
  });
}
