// Passkeys for the owner: once signed in (by a code), they add one, see their list and remove
// any; from then on they sign in with it, no code needed. The browser's WebAuthn calls
// (@simplewebauthn/browser) talk to these routes; @simplewebauthn/server makes the options and
// checks the answers against the relying party and origin (relying-party.ts) and a challenge
// issued here, used once.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SIGN_IN_ROUTES } from '../../../common/owner-api/sign-in.ts';
import type { PasskeyRow } from '../../../common/owner-inbox.ts';
import type { PasskeyStore } from '../passkeys/passkey-store.ts';
import { signIn, signInLimit, type OwnerSessions } from './owner-session.ts';
import { ownerOf, ownerRoute } from '../../platform/http/owner-route.ts';
import type { RelyingParty } from './relying-party.ts';

export interface PasskeyOptions extends OwnerSessions {
  passkeys: PasskeyStore;
  relyingParty: () => RelyingParty | undefined;
  rateLimitMax: number;
}

const challengeOf = (answer: { response: { clientDataJSON: string } }) => {
  try {
    const clientData = JSON.parse(Buffer.from(String(answer.response.clientDataJSON), 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof clientData.challenge === 'string' ? clientData.challenge : undefined;
  } catch {
    return undefined;
  }
};

/**
 * What an answer must name: the challenge issued here, this site's origin and relying party.
 * User verification (the phone's fingerprint or face) is asked for, not required: a passkey
 * on a security key without one still proves possession.
 */
const expected = (challenge: string, party: RelyingParty) => ({
  expectedChallenge: challenge,
  expectedOrigin: party.origin,
  expectedRPID: party.id,
  requireUserVerification: false,
});

// The browser's answers are checked for shape by the contract, for meaning by @simplewebauthn/server.
export const PASSKEY_REFUSED = SIGN_IN_ROUTES['POST /owner/api/sign-in/passkey'].invalid;
const NOT_ADDED = SIGN_IN_ROUTES['POST /owner/api/passkeys'].invalid;

export async function passkeyRoutes(app: FastifyInstance, options: PasskeyOptions) {
  const { passkeys, team } = options;
  // Signing in is limited per client.
  const limited = signInLimit(options.rateLimitMax);
  const unavailable = (reply: FastifyReply) =>
    reply.code(409).send({ error: 'Passkeys need the site served at a name (PUBLIC_BASE_URL), not an IP address.' });

  ownerRoute(app, 'GET /owner/api/passkeys', async (request, reply) => {
    const session = ownerOf(request);
    const list = passkeys.list(session.email).map(({ id, createdAt, usedAt }): PasskeyRow => ({ id, createdAt, usedAt }));
    return reply.send({ passkeys: list });
  });

  ownerRoute(app, 'POST /owner/api/passkeys/options', async (request, reply) => {
    const session = ownerOf(request);
    const party = options.relyingParty();
    if (!party) return unavailable(reply);
    const creation = await generateRegistrationOptions({
      rpName: options.settings.current().brandName,
      rpID: party.id,
      userName: session.email,
      attestationType: 'none',
      excludeCredentials: passkeys.list(session.email).map(({ credential }) => ({ id: credential.id, transports: credential.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    passkeys.issued(creation.challenge, session.email);
    return reply.send(creation);
  });

  ownerRoute(app, 'POST /owner/api/passkeys', async (request, reply) => {
    const session = ownerOf(request);
    const party = options.relyingParty();
    if (!party) return unavailable(reply);
    const answer = request.body;
    const challenge = challengeOf(answer);
    if (!challenge || !passkeys.takeChallenge(challenge, session.email)) return reply.code(400).send({ error: NOT_ADDED });
    try {
      const { verified, registrationInfo } = await verifyRegistrationResponse({
        response: answer,
        ...expected(challenge, party),
      });
      if (!verified || !registrationInfo) throw new Error('not verified');
      passkeys.add(session.email, registrationInfo.credential);
      return reply.code(201).send({ id: registrationInfo.credential.id });
    } catch (error) {
      request.log.warn({ err: error }, 'passkey not added');
      return reply.code(400).send({ error: NOT_ADDED });
    }
  });

  ownerRoute(app, 'DELETE /owner/api/passkeys/:id', async (request, reply) => {
    const session = ownerOf(request);
    if (!passkeys.remove(session.email, request.params.id)) return reply.code(404).send({ error: 'No such passkey.' });
    return reply.send({ removed: true });
  });

  ownerRoute(app, 'POST /owner/api/sign-in/passkey/options', limited, async (_request, reply) => {
    const party = options.relyingParty();
    if (!party) return unavailable(reply);
    // No list of credentials: the phone offers the passkeys it holds for this site.
    const request = await generateAuthenticationOptions({ rpID: party.id, userVerification: 'preferred' });
    passkeys.issued(request.challenge, null);
    return reply.send(request);
  });

  ownerRoute(app, 'POST /owner/api/sign-in/passkey', limited, async (request, reply) => {
    const party = options.relyingParty();
    if (!party) return unavailable(reply);
    const answer = request.body;
    const challenge = challengeOf(answer);
    const stored = passkeys.get(answer.id);
    const role = stored && team.roleOf(stored.email);
    if (!challenge || !stored || !role || !passkeys.takeChallenge(challenge, null)) return reply.code(401).send({ error: PASSKEY_REFUSED });
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response: answer,
        ...expected(challenge, party),
        credential: stored.credential,
      });
      if (!verified) throw new Error('not verified');
      passkeys.used(stored.id, authenticationInfo.newCounter);
      return reply.send(signIn(reply, stored.email, role, options));
    } catch (error) {
      request.log.warn({ err: error }, 'passkey sign-in refused');
      return reply.code(401).send({ error: PASSKEY_REFUSED });
    }
  });
}
