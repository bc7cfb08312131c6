// Where the voice platform reaches this server, and the header that carries our shared secret:
// spelled once for the routes and for the assistant's definition that tells the platform.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Door } from '../budget/unasked-ledger.ts';

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

/** How a call came in: from the page, on the business's phone line, or as a customer's text (a chat this server started). */
export type CallType = 'web' | 'inbound phone' | 'outbound phone' | 'text';

const CALL_TYPES: Record<string, CallType> = { webCall: 'web', inboundPhoneCall: 'inbound phone', outboundPhoneCall: 'outbound phone' };

export interface Caller {
  type: CallType | null;
  /** The caller's number on a phone call, or the number a text came from (web calls have none). */
  number: string | null;
}

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const shortText = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 40 ? value : null);

/** The number the call or text itself comes from (a phone call's, a text's), which proves it; null on the page. */
export const provenNumber = (caller: Caller): string | null => (caller.type !== null && caller.type !== 'web' ? caller.number : null);

/**
 * The door a conversation came in at, for the budgets of messages nobody asked for: a phone call
 * or a text from the number itself, or a web call or chat (anyone with the page can start one).
 */
export const doorOf = (caller: Caller): Door => (provenNumber(caller) === null ? 'web' : 'line');

/** The call type and the caller's number from a platform message (`call.type`, `customer.number`). */
export function callerOf(message: unknown): Caller {
  const call = field(message, 'call');
  const type = CALL_TYPES[String(field(call, 'type'))] ?? null;
  const number = shortText(field(field(message, 'customer'), 'number')) ?? shortText(field(field(call, 'customer'), 'number'));
  return { type, number: type === 'web' ? null : number };
}
