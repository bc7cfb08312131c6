// The account's cookies, none of them the owner's: the session (HttpOnly, SameSite=Lax, 30 days
// from its last use; a __Host- cookie, Secure, over TLS), the browser a code was asked from, and
// the address that code went to while it is typed back (both SameSite=Strict, never sent with a
// request another site starts). A plain-HTTP local run cannot set a __Host- cookie: there they go
// without the prefix and Secure, as the owner's do.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_IDLE_DAYS } from '../../customers/customer-account/account-sessions.ts';

export interface AccountCookies {
  session: string;
  client: string;
  pending: string;
  secure: boolean;
}

export function accountCookies(publicBaseUrl: string | undefined): AccountCookies {
  const secure = publicBaseUrl?.startsWith('https://') ?? false;
  const prefix = secure ? '__Host-' : '';
  return { session: `${prefix}account`, client: `${prefix}account-client`, pending: `${prefix}account-to`, secure };
}

const base = (secure: boolean, sameSite: 'lax' | 'strict') => ({ httpOnly: true, secure, sameSite, path: '/' });

export function setSession(reply: FastifyReply, cookies: AccountCookies, token: string) {
  reply.setCookie(cookies.session, token, { ...base(cookies.secure, 'lax'), maxAge: ACCOUNT_IDLE_DAYS * 24 * 3600 });
}

export function clearSession(reply: FastifyReply, cookies: AccountCookies) {
  reply.clearCookie(cookies.session, base(cookies.secure, 'lax'));
}

/** This browser's own id for its codes (only its tries count), made when a code is first asked. */
export function clientOf(request: FastifyRequest, reply: FastifyReply, cookies: AccountCookies): string {
  const known = request.cookies[cookies.client];
  const client = known && /^[A-Za-z0-9_-]{43}$/.test(known) ? known : randomBytes(32).toString('base64url');
  reply.setCookie(cookies.client, client, { ...base(cookies.secure, 'strict'), maxAge: 3600 });
  return client;
}

/** The address a code went to, kept while it is typed back (15 minutes). */
export function setPending(reply: FastifyReply, cookies: AccountCookies, address: string) {
  reply.setCookie(cookies.pending, address, { ...base(cookies.secure, 'strict'), maxAge: 15 * 60 });
}

export function clearPending(reply: FastifyReply, cookies: AccountCookies) {
  reply.clearCookie(cookies.pending, base(cookies.secure, 'strict'));
}
