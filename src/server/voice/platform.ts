// Where the voice platform reaches this server, and the header that carries our shared secret:
// spelled once for the routes and for the assistant's definition that tells the platform.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The receptionist's tool calls. */
export const VOICE_TOOLS_PATH = '/api/voice/tools';
/** Everything else the platform tells the server about a call (the end-of-call report). */
export const VOICE_EVENTS_PATH = '/api/voice/events';
export const VOICE_SECRET_HEADER = 'X-Vapi-Secret';
/** Platform messages carry the call's transcript and settings: more than a form's 16 KiB. */
export const VOICE_BODY_LIMIT = 1024 * 1024;

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
export function secretMatches(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether a request carries the shared secret in the platform's header. */
export const fromThePlatform = (request: FastifyRequest, secret: string | undefined) =>
  secretMatches(request.headers[VOICE_SECRET_HEADER.toLowerCase()], secret);
