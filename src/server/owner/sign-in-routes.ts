// Signing the owner in: an address in OWNER_EMAILS asks for a one-time code by e-mail and
// answers with it; the answer to the request is the same whether or not the address may sign in.
// Sign-out ends this session; sign-out everywhere ends all of the owner's. Requests come from
// this site's own pages only; sends and tries are also limited per client.
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fromThisOrigin } from '../http/same-site.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import type { SignInCodes } from '../sessions/sign-in-codes.ts';
import { clearSessionCookie, sessionCookie, sessionOf, setSessionCookie } from './owner-session.ts';

export interface SignInOptions {
  owners: string[];
  codes: SignInCodes;
  sessions: SessionStore;
  publicBaseUrl: string | undefined;
  /** Requests per client per 10 minutes, on each sign-in route. */
  rateLimitMax: number;
}

const emailField = z
  .email()
  .max(254)
  .transform((email) => email.toLowerCase());
const askForCode = z.object({ email: emailField });
const answerCode = z.object({ email: emailField, code: z.string().trim().max(20) });

export const CODE_SENT = 'If that address may sign in, a code is on its way. It works for 10 minutes.';
export const CODE_REFUSED = 'That code is not right or no longer works. Check the latest e-mail, or send a new code.';

export async function signInRoutes(app: FastifyInstance, options: SignInOptions) {
  const { owners, codes, sessions, publicBaseUrl } = options;
  const cookieSettings = sessionCookie(publicBaseUrl);
  const siteOrigin = publicBaseUrl && new URL(publicBaseUrl).origin;
  const config = { rateLimit: options.rateLimitMax > 0 ? { max: options.rateLimitMax, timeWindow: 10 * 60_000 } : false };
  await app.register(cookie);

  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisOrigin(request, siteOrigin)) {
      request.log.warn({ url: request.url }, 'owner request from another site refused');
      return reply.code(403).send({ error: 'This request must come from the site itself.' });
    }
  });

  app.post('/owner/api/sign-in/code', { config }, async (request, reply) => {
    const parsed = askForCode.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'Please enter an e-mail address.' });
    const { email } = parsed.data;
    if (owners.includes(email)) codes.issue(email);
    return reply.code(202).send({ message: CODE_SENT });
  });

  app.post('/owner/api/sign-in/verify', { config }, async (request, reply) => {
    const parsed = answerCode.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'Please enter your e-mail address and the code.' });
    const { email, code } = parsed.data;
    if (!owners.includes(email) || !codes.check(email, code)) return reply.code(401).send({ error: CODE_REFUSED });
    setSessionCookie(reply, cookieSettings, sessions.start(email));
    return reply.send({ email });
  });

  app.get('/owner/api/session', async (request, reply) => {
    const session = sessionOf(request, reply, sessions, cookieSettings);
    if (!session) return reply.code(401).send({ error: 'Not signed in.' });
    return reply.header('Cache-Control', 'no-store').send({ email: session.email });
  });

  app.post('/owner/api/sign-out', async (request, reply) => {
    const session = sessionOf(request, reply, sessions, cookieSettings);
    if (session) sessions.end(session);
    clearSessionCookie(reply, cookieSettings);
    return reply.send({ signedOut: true });
  });

  app.post('/owner/api/sign-out-everywhere', async (request, reply) => {
    const session = sessionOf(request, reply, sessions, cookieSettings);
    if (!session) return reply.code(401).send({ error: 'Not signed in.' });
    sessions.endAll(session.email);
    clearSessionCookie(reply, cookieSettings);
    return reply.send({ signedOut: true });
  });
}
