// Signing the owner in with a code: an address in OWNER_EMAILS asks for a one-time code by
// e-mail and answers with it; the answer to the request is the same whether or not the address
// may sign in. Sign-out ends this session; sign-out everywhere ends all of the owner's.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SignInCodes } from '../sessions/sign-in-codes.ts';
import { clearSessionCookie, ownerOf, sessionAnswer, signIn, type OwnerSessions } from './owner-session.ts';

export interface SignInOptions extends OwnerSessions {
  owners: string[];
  codes: SignInCodes;
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
  const { owners, codes } = options;
  // Open without a session (signing in), and limited per client.
  const config = { signedOut: true, rateLimit: options.rateLimitMax > 0 ? { max: options.rateLimitMax, timeWindow: 10 * 60_000 } : false };

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
    return reply.send(signIn(reply, email, options));
  });

  app.get('/owner/api/session', async (request, reply) => {
    const session = ownerOf(request);
    return reply.send(sessionAnswer(session.email, options));
  });

  // Signing out answers the same with or without a live session: the cookie goes either way.
  app.post('/owner/api/sign-out', { config: { signedOut: true } }, async (request, reply) => {
    if (request.ownerSession) options.sessions.end(request.ownerSession);
    clearSessionCookie(reply, options.cookie);
    return reply.send({ signedOut: true });
  });

  app.post('/owner/api/sign-out-everywhere', async (request, reply) => {
    const session = ownerOf(request);
    options.sessions.endAll(session.email);
    clearSessionCookie(reply, options.cookie);
    return reply.send({ signedOut: true });
  });
}
