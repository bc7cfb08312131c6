// Signing in with a code: an address that may sign in (an owner, or the crew) asks for a one-time
// code by e-mail and answers with it from the same browser; the answer to the request is the same
// whether or not the address may sign in. Sign-out ends this session; sign-out everywhere ends all of that address's.
import type { FastifyInstance } from 'fastify';
import type { SignInCodes } from '../sessions/sign-in-codes.ts';
import { clearSessionCookie, codeClient, codeClientOf, signInLimit, sessionAnswer, signIn, type OwnerSessions } from './owner-session.ts';
import { ownerOf, ownerRoute } from '../../platform/http/owner-route.ts';

export interface SignInOptions extends OwnerSessions {
  codes: SignInCodes;
  /** Requests per client per 10 minutes, on each sign-in route. */
  rateLimitMax: number;
}

export const CODE_SENT = 'If that address may sign in, a code is on its way. It works for 10 minutes.';
export const CODE_REFUSED = 'That code is not right or no longer works. Check the latest e-mail, or send a new code.';

export async function signInRoutes(app: FastifyInstance, options: SignInOptions) {
  const { team, codes } = options;
  // Signing in is limited per client.
  const limited = signInLimit(options.rateLimitMax);

  ownerRoute(app, 'POST /owner/api/sign-in/code', limited, async (request, reply) => {
    const { email } = request.body;
    // The cookie is set whoever asks, so the answer says nothing about the address.
    const client = codeClient(request, reply, options.cookie);
    if (team.roleOf(email)) codes.issue({ email, client, ip: request.ip });
    return reply.code(202).send({ message: CODE_SENT });
  });

  ownerRoute(app, 'POST /owner/api/sign-in/verify', limited, async (request, reply) => {
    const { email, code } = request.body;
    const client = codeClientOf(request, options.cookie);
    const role = team.roleOf(email);
    const checked = client && role ? codes.check(email, code, client) : { ok: false as const };
    if (!checked.ok && checked.retryAfterMs) {
      const seconds = Math.ceil(checked.retryAfterMs / 1000);
      return reply
        .code(429)
        .header('Retry-After', String(seconds))
        .send({ error: `Wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before trying that code again.` });
    }
    if (!checked.ok) return reply.code(401).send({ error: CODE_REFUSED });
    return reply.send(signIn(reply, email, role!, options));
  });

  ownerRoute(app, 'GET /owner/api/session', async (request, reply) => reply.send(sessionAnswer(ownerOf(request), options)));

  // Signing out answers the same with or without a live session: the cookie goes either way.
  ownerRoute(app, 'POST /owner/api/sign-out', async (request, reply) => {
    if (request.ownerSession) options.sessions.end(request.ownerSession);
    clearSessionCookie(reply, options.cookie);
    return reply.send({ signedOut: true });
  });

  ownerRoute(app, 'POST /owner/api/sign-out-everywhere', async (request, reply) => {
    const session = ownerOf(request);
    options.sessions.endAll(session.email);
    clearSessionCookie(reply, options.cookie);
    return reply.send({ signedOut: true });
  });
}
