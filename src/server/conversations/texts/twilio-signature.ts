// The provider's request signature (X-Twilio-Signature): base64 HMAC-SHA1, keyed with the auth
// token, over the full URL followed by each form parameter's name and value, names sorted.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type FormParams = Record<string, string | string[] | undefined>;

export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => {
      const value = params[name];
      const values = Array.isArray(value) ? [...value].sort() : value === undefined ? [] : [value];
      return text + values.map((v) => name + v).join('');
    }, url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export function validSignature(authToken: string, url: string, params: FormParams, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Where the provider posts: the URL it signs is PUBLIC_BASE_URL plus the path, when set. */
export interface SignedPosts {
  /** Signatures are keyed with the account's auth token; without one, every post is refused. */
  authToken: string | undefined;
  publicBaseUrl: string | undefined;
}

/** A form post's fields, each read as one string ('' when absent). */
const formOf = (request: FastifyRequest) => {
  const params = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as FormParams;
  return (field: string) => (typeof params[field] === 'string' ? (params[field] as string) : '');
};

/** A provider's form post, its signature checked: its fields, or undefined (refuse it: 403, nothing stored). */
export function signedForm(request: FastifyRequest, { authToken, publicBaseUrl }: SignedPosts): ((field: string) => string) | undefined {
  const params = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as FormParams;
  const url = publicBaseUrl ? `${publicBaseUrl.replace(/\/+$/, '')}${request.url}` : `${request.protocol}://${request.host}${request.url}`;
  const signature = request.headers['x-twilio-signature'];
  if (!authToken || !validSignature(authToken, url, params, typeof signature === 'string' ? signature : undefined)) return undefined;
  return formOf(request);
}

/** The form field a limit keys on, and whether this post is exempt from it. */
export interface SenderLimit {
  /** Posts a minute for one key. */
  max: number;
  key: (field: (name: string) => string) => string;
  /** Never refused by the limit (a stop word must always be taken). */
  exempt?: (field: (name: string) => string) => boolean;
}

/**
 * A provider's webhook checked in order: its signature first (403, nothing stored, before any
 * limit counts it), then a limit keyed on what it is about (the number texting, the message
 * reported), never on the client's address: every post comes from the provider's few addresses.
 */
export function signedRouteOptions(signed: SignedPosts, limit: SenderLimit) {
  return {
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      if (signedForm(request, signed)) return;
      request.log.warn('a provider webhook without a valid signature refused');
      return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
    },
    config: {
      rateLimit: {
        hook: 'preHandler' as const,
        max: limit.max,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => limit.key(formOf(request)),
        allowList: (request: FastifyRequest) => limit.exempt?.(formOf(request)) ?? false,
      },
    },
  };
}
