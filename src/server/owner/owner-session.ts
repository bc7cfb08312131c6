// How the owner's session travels: a cookie that scripts cannot read (HttpOnly), sent on this
// site's own requests and on following a link to it (SameSite=Lax), lasting 30 days from the
// last use. Served over TLS it is a __Host- cookie (Secure, this host only, the whole site); a
// plain-HTTP local run cannot set such a cookie, so there it goes without the prefix and Secure.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OwnerSession } from '../../common/owner-inbox.ts';
import { SESSION_IDLE_DAYS, type Session, type SessionStore } from '../sessions/session-store.ts';

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

export interface OwnerSessions {
  sessions: SessionStore;
  cookie: SessionCookie;
  /** How often the inbox's open pages ask again. */
  refreshSeconds: number;
}

/** The answer that says who is signed in. */
export const sessionAnswer = (email: string, { refreshSeconds }: OwnerSessions): OwnerSession => ({ email, refreshSeconds });

/** The live session the request's cookie names, renewed (in the store and in the cookie's life). */
export function sessionOf(request: FastifyRequest, reply: FastifyReply, { sessions, cookie }: OwnerSessions): Session | undefined {
  const token = request.cookies[cookie.name];
  const session = sessions.use(token);
  if (session && token) setSessionCookie(reply, cookie, token);
  return session;
}

/** Starts a session for the owner, hands its cookie to the browser, and says who is signed in. */
export function signIn(reply: FastifyReply, email: string, options: OwnerSessions): OwnerSession {
  setSessionCookie(reply, options.cookie, options.sessions.start(email));
  return sessionAnswer(email, options);
}

export const NOT_SIGNED_IN = { error: 'Not signed in.' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route of the owner's API that answers without a session (asking for a code, signing in, signing out). */
    signedOut?: boolean;
  }
  interface FastifyRequest {
    /** The owner's live session, as the API's one guard found it (null on the routes open without one). */
    ownerSession: Session | null;
  }
}

/** The session of a request the guard let through to a signed-in route. */
export function ownerOf(request: FastifyRequest): Session {
  if (!request.ownerSession) throw new Error(`${request.url} is a signed-in route: the owner API's guard must run first`);
  return request.ownerSession;
}
