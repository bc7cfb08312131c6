// How the owner's session travels: a cookie that scripts cannot read (HttpOnly), sent on this
// site's own requests and on following a link to it (SameSite=Lax), lasting 30 days from the
// last use. Served over TLS it is a __Host- cookie (Secure, this host only, the whole site); a
// plain-HTTP local run cannot set such a cookie, so there it goes without the prefix and Secure.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OwnerSession, Role } from '../../../common/owner-inbox.ts';
import { SESSION_IDLE_DAYS, type SessionStore } from '../sessions/session-store.ts';
import type { SignedIn } from '../../platform/http/owner-route.ts';
import type { Team } from '../sessions/team.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';

export interface SessionCookie {
  name: string;
  secure: boolean;
}

export function sessionCookie(publicBaseUrl: string | undefined): SessionCookie {
  const secure = publicBaseUrl?.startsWith('https://') ?? false;
  return { name: secure ? '__Host-owner' : 'owner', secure };
}

const attributes = ({ secure }: SessionCookie) => ({ httpOnly: true, secure, sameSite: 'lax' as const, path: '/' });

export function setSessionCookie(reply: FastifyReply, cookie: SessionCookie, token: string) {
  reply.setCookie(cookie.name, token, { ...attributes(cookie), maxAge: SESSION_IDLE_DAYS * 24 * 60 * 60 });
}

export function clearSessionCookie(reply: FastifyReply, cookie: SessionCookie) {
  reply.clearCookie(cookie.name, attributes(cookie));
}

/**
 * The browser a sign-in code was asked from: a random value in a cookie of its own, set when the
 * code is asked for and read when it is answered (only this browser's tries count). Strict: it
 * never rides along on a request another site starts.
 */
export function codeClient(request: FastifyRequest, reply: FastifyReply, cookie: SessionCookie): string {
  const name = `${cookie.name}-code`;
  const known = request.cookies[name];
  const client = known && /^[A-Za-z0-9_-]{43}$/.test(known) ? known : randomBytes(32).toString('base64url');
  reply.setCookie(name, client, { ...attributes(cookie), sameSite: 'strict', maxAge: 60 * 60 });
  return client;
}

/** The browser's code cookie, if it has one. */
export const codeClientOf = (request: FastifyRequest, cookie: SessionCookie): string | undefined => request.cookies[`${cookie.name}-code`];

export interface OwnerSessions {
  /** Who may be signed in, as the owner or as the crew. */
  team: Team;
  sessions: SessionStore;
  cookie: SessionCookie;
  /** How often the inbox's open pages ask again. */
  refreshSeconds: number;
  /** The business's settings in force: its name and time zone, as the inbox shows them. */
  settings: SettingsSource;
}

/** A live session with the role its address signs in with now. */

/** The answer that says who is signed in. */
export const sessionAnswer = (
  { email, role }: { email: string; role: Role },
  { refreshSeconds, settings }: OwnerSessions,
): OwnerSession => ({
  email,
  role,
  refreshSeconds,
  business: settings.opened() ? settings.current().brandName : 'Your business',
  timeZone: settings.current().timeZone,
});

/**
 * The live session the request's cookie names, renewed (in the store and in the cookie's life),
 * with its role as the lists say now. An address taken off them has no session: all of its are
 * ended at once.
 */
export function sessionOf(request: FastifyRequest, reply: FastifyReply, { team, sessions, cookie }: OwnerSessions): SignedIn | undefined {
  const token = request.cookies[cookie.name];
  const session = sessions.use(token);
  if (!session || !token) return undefined;
  const role = team.roleOf(session.email);
  if (!role) {
    sessions.endAll(session.email);
    return undefined;
  }
  setSessionCookie(reply, cookie, token);
  return { ...session, role };
}

/** Starts a session for someone who may sign in, hands its cookie to the browser, and says who is signed in. */
export function signIn(reply: FastifyReply, email: string, role: Role, options: OwnerSessions): OwnerSession {
  setSessionCookie(reply, options.cookie, options.sessions.start(email));
  return sessionAnswer({ email, role }, options);
}

export const NOT_SIGNED_IN = { error: 'Not signed in.' };
export const OWNER_ONLY = { error: "The crew's sign-in opens Today only: this is the owner's." };

/** A sign-in route's limit per client: so many requests per 10 minutes (0: none). */
export const signInLimit = (max: number) => ({ config: { rateLimit: max > 0 ? { max, timeWindow: 10 * 60_000 } : (false as const) } });
