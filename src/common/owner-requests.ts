// What each route of the owner's API takes (its path's parameters, its query, its JSON body), as
// zod schemas, beside what it answers (owner-routes.ts). The server checks a request against them
// before the route's handler runs and answers one that does not fit 400 { error } in the route's
// words (`invalid`, unless a field brings its own); the handler reads the parsed values, and the
// app's calls are typed by the same schemas. A route that takes nothing names nothing.
import type {
  AuthenticationExtensionsClientOutputs,
  AuthenticatorAssertionResponseJSON,
  AuthenticatorAttestationResponseJSON,
} from '@simplewebauthn/browser';
import { z } from 'zod';
import { DATE_PROBLEM_WORDS } from './copy/date-problem-words.ts';
import { INBOX_SOURCES, LEAD_FILTERS, LEAD_STATUSES } from './owner-inbox.ts';
import { WAYS_IN } from './ways-in.ts';
import { PAYMENT_STATES } from './payment-states.ts';
import { CURSOR_PATTERN } from './paging.ts';
import { MAX_CANS, MIN_CANS } from './prices.ts';
import type { OwnerRouteName, ParamNames } from './owner-routes.ts';
import { VISIT_MARKS } from './visit-states.ts';
import { proposalSchema } from './proposals.ts';
import { PROPOSAL_CEILINGS } from './site-config.schema.ts';
import { FIRST_RUN_SCHEMA, NEW_PLAN_SCHEMA, PART_SCHEMAS } from './business-parts.ts';
import { truckSchema } from './trucks.ts';

/** A route's request: a path's parameters must be named, each one; the words for a bad request. */
type OwnerRequestOf<P extends string> = {
  query?: z.ZodType;
  body?: z.ZodType;
  /** What the owner reads when the request does not fit (a field's own message wins). */
  invalid?: string;
} & ([P] extends [never] ? { params?: never } : { params: z.ZodType<Record<P, unknown>>; invalid: string });

/** A photo's id as the phone makes it (a UUID): nothing else reaches a storage key. */
export const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The files the owner can export, besides the payments'. */
export const EXPORT_FILES = ['leads.csv', 'bookings.csv', 'calls.csv'] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

const id = z.object({ id: z.string().min(1).max(64) });
/** The cursor of the page before (a list's 'older' button); a bad one is the first page. */
const pageCursor = z.string().regex(CURSOR_PATTERN).optional().catch(undefined);
/** A person's key: their mobile ('m:+14045550199') or, without one, their e-mail ('e:pat@example.com'). */
const personKeyParams = z.object({ key: z.string().regex(/^(m:\+\d{6,15}|e:[^\s]{3,254})$/) });
/** A cursor that is one position (a thread's or a text's), digits only. */
const positionCursor = z
  .string()
  .regex(/^\d{1,15}$/)
  .optional()
  .catch(undefined);
const date = z.iso.date();
const email = z.email().max(254);
/** A sign-in address: compared in lower case. */
const signInEmail = email.transform((address) => address.toLowerCase());
const base64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/);
/** An object the WebAuthn library reads for meaning (the browser's own shape, typed by that library). */
const webAuthnPart = <T extends object>() =>
  z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'Not an object.');
/** A passkey's answer from the browser (made or used): checked for shape here, for meaning by the WebAuthn library. */
const passkeyAnswer = <Response extends object>() =>
  z.object({
    id: base64url,
    rawId: base64url,
    type: z.literal('public-key'),
    response: webAuthnPart<Response & { clientDataJSON: string }>(),
    clientExtensionResults: webAuthnPart<AuthenticationExtensionsClientOutputs>().default({}),
    // A value this code does not know (a newer browser's) is dropped, not refused.
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional().catch(undefined),
  });
/** A thread is named by its number (E.164). */
const thread = z.object({ phone: z.string().regex(/^\+[1-9]\d{6,14}$/) });
/** The longest reply the owner may type: ten segments of plain text. */
export const TEXT_MAX = 1530;
/**
 * A commercial proposal as the owner writes it, within the ceilings any business may set; the route
 * then checks the business's own limits and zips, as its settings hold them at the request.
 */
const proposal = proposalSchema(PROPOSAL_CEILINGS);
/** Where the phone was at a mark. */
const position = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180), accuracy: z.number().min(0) });

const planId = z.object({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .max(60),
});

export const OWNER_REQUESTS = {
  'POST /owner/api/sign-in/code': { body: z.object({ email: signInEmail }), invalid: 'Please enter an e-mail address.' },
  'POST /owner/api/sign-in/verify': {
    body: z.object({ email: signInEmail, code: z.string().trim().max(20) }),
    invalid: 'Please enter your e-mail address and the code.',
  },
  'POST /owner/api/sign-in/passkey/options': {},
  'POST /owner/api/sign-in/passkey': {
    body: passkeyAnswer<AuthenticatorAssertionResponseJSON>(),
    invalid: 'That passkey did not sign you in. Try again, or sign in with a code.',
  },
  'GET /owner/api/session': {},
  'POST /owner/api/sign-out': {},
  'POST /owner/api/sign-out-everywhere': {},
  'GET /owner/api/passkeys': {},
  'POST /owner/api/passkeys/options': {},
  'POST /owner/api/passkeys': {
    body: passkeyAnswer<AuthenticatorAttestationResponseJSON>(),
    invalid: 'That passkey was not added. Please try again.',
  },
  'DELETE /owner/api/passkeys/:id': { params: z.object({ id: base64url.min(1) }), invalid: 'No such passkey.' },
  'GET /owner/api/today': {},
  'POST /owner/api/visits/:id/mark': {
    params: id,
    body: z.object({ mark: z.enum(VISIT_MARKS).nullable(), note: z.string().trim().max(300).optional(), position: position.optional() }),
    invalid: 'Mark the visit done, not-out, no-access or skipped (or null to clear it).',
  },
  'GET /owner/api/trucks': {},
  'POST /owner/api/trucks': { body: truckSchema, invalid: 'Please fill in the truck: its name, yard, room and days.' },
  'PUT /owner/api/trucks/:id': { params: id, body: truckSchema, invalid: 'Please fill in the truck: its name, yard, room and days.' },
  'POST /owner/api/trucks/:id/retire': {
    params: id,
    body: z.object({ retired: z.boolean() }),
    invalid: 'Say whether the truck is retired.',
  },
  'POST /owner/api/visits/:id/truck': { params: id, body: z.object({ truckId: z.string().min(1).max(64) }), invalid: 'Choose a truck.' },
  'POST /owner/api/day-plans/:date': { params: z.object({ date }), invalid: 'Name the day as YYYY-MM-DD.' },
  'POST /owner/api/visits/:id/order': {
    params: id,
    body: z.object({ direction: z.enum(['up', 'down']) }),
    invalid: "Move the stop 'up' or 'down'.",
  },
  // The body is the image's bytes, read by the route's own parser.
  'PUT /owner/api/visits/:id/photos/:photo': {
    params: z.object({ id: z.string().min(1).max(64), photo: z.string().regex(PHOTO_ID) }),
    invalid: 'Name the visit and the photo (its id, a UUID).',
  },
  'GET /owner/api/leads': {
    // A filter the app no longer offers is dropped rather than refused.
    query: z.object({
      q: z.string().max(100).optional(),
      source: z.enum(INBOX_SOURCES).optional().catch(undefined),
      way: z.enum(WAYS_IN).optional().catch(undefined),
      status: z.enum(LEAD_FILTERS).optional().catch(undefined),
      before: pageCursor,
    }),
    invalid: 'Please keep a search under 100 characters.',
  },
  'GET /owner/api/leads/:id': { params: id, invalid: 'Name the lead.' },
  'POST /owner/api/leads/:id/status': {
    params: id,
    body: z.object({ status: z.enum(LEAD_STATUSES) }),
    invalid: 'Choose new, contacted, booked or lost.',
  },
  'POST /owner/api/leads/:id/notes': {
    params: id,
    body: z.object({
      text: z.string().trim().min(1, 'Write the note first.').max(1000, 'Please keep a note under 1,000 characters.'),
    }),
    invalid: 'Write the note first.',
  },
  'POST /owner/api/leads/:id/book': { params: id, body: z.object({ date: z.string().max(20) }), invalid: 'Pick a date.' },
  'GET /owner/api/calls': { query: z.object({ before: pageCursor }) },
  'GET /owner/api/calls/:id': { params: z.object({ id: z.string().min(1).max(128) }), invalid: 'No such call.' },
  // The first day of the page (the one before said where it ended); a bad one is today's page.
  'GET /owner/api/bookings': { query: z.object({ from: date.optional().catch(undefined) }) },
  'GET /owner/api/bookings/:id': {
    params: id,
    // The visit tapped; one that is not this booking's shows its next.
    query: z.object({ visit: z.string().max(64).optional().catch(undefined) }),
    invalid: 'No such booking.',
  },
  'POST /owner/api/bookings/:id/cancel': { params: id, invalid: 'No booking to cancel.' },
  'POST /owner/api/bookings/:id/pause': {
    params: id,
    // So many weeks from the next visit, or until a date (a date, when given, wins).
    body: z.union([z.object({ until: date }), z.object({ weeks: z.number().int().min(1).max(52) })]),
    invalid: 'Pick how many weeks, or a date.',
  },
  'POST /owner/api/bookings/:id/resume': { params: id, invalid: 'No running booking to resume.' },
  'POST /owner/api/bookings/:id/clear-place': { params: id, invalid: 'No such booking.' },
  'POST /owner/api/visits/:id/move': { params: id, body: z.object({ to: date }), invalid: 'Pick the visit and a new date.' },
  'POST /owner/api/visits/:id/cancel': { params: id, invalid: 'No such visit.' },
  'GET /owner/api/days/:date': { params: z.object({ date }), invalid: DATE_PROBLEM_WORDS.en['not-a-date'] },
  'POST /owner/api/days/:date/move': {
    params: z.object({ date }),
    body: z.object({ to: z.string().max(20) }),
    invalid: 'Pick the day and a new date.',
  },
  'GET /owner/api/booking-dates': {},
  'GET /owner/api/payments': {
    query: z.object({ before: pageCursor, state: z.enum(PAYMENT_STATES).optional().catch(undefined) }),
  },
  'POST /owner/api/bookings/:id/refund': { params: id, invalid: 'Nothing paid to refund on that booking.' },
  'POST /owner/api/charges/:ref/refund': {
    params: z.object({ ref: z.string().min(1).max(100) }),
    invalid: 'Nothing left to refund on that charge.',
  },
  'GET /owner/api/export/payments.csv': {},
  'GET /owner/api/export/:file': {
    params: z.object({ file: z.enum(EXPORT_FILES) }),
    invalid: 'Export leads.csv, bookings.csv or calls.csv.',
  },
  'GET /owner/api/deliveries': {},
  'GET /owner/api/settings': {},
  'GET /owner/api/business': {},
  'GET /owner/api/business/history': { query: z.object({ before: pageCursor }) },
  'PUT /owner/api/business/about': { body: PART_SCHEMAS.about, invalid: "Please fill in the business's name, phone, e-mail and city." },
  'PUT /owner/api/business/prices': { body: PART_SCHEMAS.prices, invalid: 'Please give each price in dollars.' },
  'PUT /owner/api/business/schedule': { body: PART_SCHEMAS.schedule, invalid: 'Please fill in where and when you work.' },
  'PUT /owner/api/business/messages': { body: PART_SCHEMAS.messages, invalid: 'Please give the quiet hours as hours (0 to 24).' },
  'PUT /owner/api/business/payments': { body: PART_SCHEMAS.payments, invalid: 'Please give the percent and the fee as numbers.' },
  'PUT /owner/api/business/team': { body: PART_SCHEMAS.team, invalid: 'Please give the percent as a whole number.' },
  'POST /owner/api/business/open': {
    body: FIRST_RUN_SCHEMA,
    invalid: "Please fill in the business's name, phone, e-mail, zips and prices.",
  },
  'POST /owner/api/business/plans': {
    body: NEW_PLAN_SCHEMA,
    invalid: 'Please give the plan a name, its prices in dollars and its weeks as a number.',
  },
  'POST /owner/api/business/plans/:id/retire': { params: planId, invalid: 'No such plan.' },
  'POST /owner/api/deliveries/retry-all': {},
  'POST /owner/api/deliveries/:id/retry': {
    params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    invalid: 'No failed delivery by that number.',
  },
  'GET /owner/api/crew': {},
  'POST /owner/api/crew': { body: z.object({ email }), invalid: 'Enter the crew member’s e-mail address.' },
  'DELETE /owner/api/crew/:email': { params: z.object({ email }), invalid: 'Name the crew member by their e-mail address.' },
  'GET /owner/api/holiday-moves': {},
  'POST /owner/api/holiday-moves': {
    body: z.object({ jurisdiction: z.string().min(1).max(40), from: date }),
    invalid: 'Name the jurisdiction and the date whose visits move.',
  },
  // The cursor of the page before (its last thread's or text's position); a bad one is the first page.
  'GET /owner/api/threads': {
    query: z.object({ before: positionCursor, only: z.enum(['awaiting', 'unread']).optional().catch(undefined) }),
  },
  'GET /owner/api/threads/:phone': {
    params: thread,
    query: z.object({ earlier: positionCursor }),
    invalid: 'No such thread.',
  },
  'POST /owner/api/threads/:phone/read': { params: thread, invalid: 'No such thread.' },
  'POST /owner/api/threads/:phone/reply': {
    params: thread,
    body: z.object({
      text: z.string().trim().min(1, 'Write the text first.').max(TEXT_MAX, `Please keep a text under ${TEXT_MAX} characters.`),
      // In the quiet hours: send it when they end (the owner said so).
      later: z.boolean().default(false),
    }),
    invalid: 'Write the text first.',
  },
  'POST /owner/api/threads/:phone/ava': {
    params: thread,
    body: z.object({ on: z.boolean() }),
    invalid: 'Say whether Ava answers this thread (on: true or false).',
  },
  'POST /owner/api/threads/:phone/link': {
    params: thread,
    // A lead or a booking, or neither to undo the link.
    body: z.union([z.object({ leadId: z.string().min(1).max(64) }), z.object({ bookingId: z.string().min(1).max(64) }), z.object({})]),
    invalid: 'Link the number to a lead or a booking.',
  },
  'GET /owner/api/unread': {},
  'GET /owner/api/home': {},
  'GET /owner/api/customers': { query: z.object({ before: pageCursor }) },
  'GET /owner/api/customers/:key': { params: personKeyParams, invalid: 'No such customer.' },
  'PUT /owner/api/customers/:key/note': {
    params: personKeyParams,
    body: z.object({ note: z.string().trim().max(2000, 'Please keep the note under 2,000 characters.') }),
    invalid: 'Please keep the note under 2,000 characters.',
  },
  'POST /owner/api/customers/:key/book': {
    params: personKeyParams,
    body: z.object({
      plan: z.enum(['one-time', 'membership']),
      cans: z.number().int().min(MIN_CANS).max(MAX_CANS),
      date: z.string().max(20),
    }),
    invalid: `Choose the plan, the cans (${MIN_CANS} to ${MAX_CANS}) and a date with room.`,
  },
  'GET /owner/api/search': {
    query: z.object({ q: z.string().trim().max(100).default('') }),
    invalid: 'Please keep a search under 100 characters.',
  },
  'GET /owner/api/proposals': { query: z.object({ before: pageCursor }) },
  'GET /owner/api/proposals/new': { query: z.object({ lead: z.string().max(64).optional().catch(undefined) }) },
  'POST /owner/api/proposals': {
    // From a lead (its id), or from nothing; a version for an account is made by revising.
    body: z.object({ leadId: z.string().min(1).max(64).nullable().default(null), content: proposal }),
    invalid: 'Please fill in the proposal.',
  },
  'GET /owner/api/proposals/:id': { params: id, invalid: 'No such proposal.' },
  'PUT /owner/api/proposals/:id': { params: id, body: z.object({ content: proposal }), invalid: 'Please fill in the proposal.' },
  'POST /owner/api/proposals/:id/send': { params: id, invalid: 'No such proposal.' },
  'POST /owner/api/proposals/:id/revise': { params: id, invalid: 'No such proposal.' },
  'GET /owner/api/accounts': { query: z.object({ before: pageCursor }) },
  'GET /owner/api/accounts/:id': { params: id, invalid: 'No such account.' },
  'POST /owner/api/accounts/:id/end': { params: id, invalid: 'No such account.' },
  'GET /owner/api/account-invoices': {},
} as const satisfies { [K in OwnerRouteName]: OwnerRequestOf<ParamNames<K>> };

type Requests = typeof OWNER_REQUESTS;
type Part<K extends OwnerRouteName, P extends 'params' | 'query' | 'body'> = Requests[K] extends { [Q in P]: z.ZodType }
  ? Requests[K][P]
  : undefined;

/** What a route's handler reads: each part parsed (a part the route does not take is unknown). */
export type OwnerParsed<K extends OwnerRouteName, P extends 'params' | 'query' | 'body'> =
  Part<K, P> extends z.ZodType ? z.output<Part<K, P>> : unknown;

/** What the app may send: each part as the schema takes it (a route with no body takes none, or {}). */
export type OwnerSent<K extends OwnerRouteName, P extends 'query' | 'body'> =
  Part<K, P> extends z.ZodType ? z.input<Part<K, P>> : P extends 'body' ? Record<string, never> : undefined;

/** A route's request as any route's: its schemas, and its words for one that does not fit. */
export const ownerRequestOf = (name: OwnerRouteName): { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; invalid?: string } =>
  OWNER_REQUESTS[name];
