// Every route of the owner's API, named 'METHOD /path', with who may call it and what it answers
// on success (a refusal answers { error } with its status). The server registers each route by
// its name here, so a route's answer that does not match fails the typecheck; the app calls a
// route by the same name and reads the same type. A route not named here cannot be registered.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type {
  BookingDetail,
  BookingsDay,
  CallDetail,
  CallSummary,
  CrewAnswer,
  DateWithRoom,
  DayToMove,
  FailedDeliveryRow,
  HolidayMovesAnswer,
  InboxLeadRow,
  LeadsPage,
  LeadStatus,
  OwnerSession,
  PasskeyRow,
  PausedMembership,
  PaymentsAnswer,
  ReorderAnswer,
  StopMark,
  TodayAnswer,
} from './owner-inbox.ts';
import type { DoctorLine } from './doctor-lines.ts';
import type { AccountDetail, AccountInvoiceRow, AccountSummary, ProposalDetail, ProposalSummary } from './owner-accounts.ts';
import type { ProposalInput, ProposalLimits } from './proposals.ts';
import type { ThreadDetail, ThreadsAnswer, ThreadSummary, ThreadText } from './text-threads.ts';
import type { BookingStatus } from './visit-states.ts';
import type { HomeFigures } from './owner-home.ts';
import type { BusinessAnswer, BusinessChanged, BusinessVersion } from './owner-business.ts';
import type { PartProblem } from './business-parts.ts';
import type { Truck } from './trucks.ts';
import type { CustomerRecord, CustomerSummary, SearchResult } from './owner-customers.ts';

/** What each route answers on success. */
export interface OwnerAnswers {
  'POST /owner/api/sign-in/code': { message: string };
  'POST /owner/api/sign-in/verify': OwnerSession;
  'POST /owner/api/sign-in/passkey/options': PublicKeyCredentialRequestOptionsJSON;
  'POST /owner/api/sign-in/passkey': OwnerSession;
  'GET /owner/api/session': OwnerSession;
  'POST /owner/api/sign-out': { signedOut: true };
  'POST /owner/api/sign-out-everywhere': { signedOut: true };
  'GET /owner/api/passkeys': { passkeys: PasskeyRow[] };
  'POST /owner/api/passkeys/options': PublicKeyCredentialCreationOptionsJSON;
  'POST /owner/api/passkeys': { id: string };
  'DELETE /owner/api/passkeys/:id': { removed: true };
  'GET /owner/api/today': TodayAnswer;
  'POST /owner/api/visits/:id/mark': { mark: StopMark | null };
  'POST /owner/api/visits/:id/order': ReorderAnswer;
  /** The business's trucks (retired ones last) and how far a route may run above its share. */
  'GET /owner/api/trucks': { trucks: Truck[]; sharePercent: number; yard: Truck['yard'] };
  'POST /owner/api/trucks': { truck: Truck };
  'PUT /owner/api/trucks/:id': { truck: Truck };
  'POST /owner/api/trucks/:id/retire': { truck: Truck };
  /** The owner moves a stop to another truck: pinned there, both trucks' orders made again. */
  'POST /owner/api/visits/:id/truck': { date: string };
  /** The day planned again across its trucks (started routes kept as they are). */
  'POST /owner/api/day-plans/:date': { date: string };
  'PUT /owner/api/visits/:id/photos/:photo': { id: string; width: number; height: number };
  /** 50 a page, newest first; `next` asks for the page after (null at the end). */
  'GET /owner/api/leads': LeadsPage;
  'GET /owner/api/leads/:id': InboxLeadRow;
  'POST /owner/api/leads/:id/status': { status: LeadStatus };
  'POST /owner/api/leads/:id/notes': { added: true };
  'POST /owner/api/leads/:id/book': { reference: string; date: string };
  /** 50 a page, newest first; `next` asks for the page after (null at the end). */
  'GET /owner/api/calls': { calls: CallSummary[]; next: string | null };
  'GET /owner/api/calls/:id': CallDetail;
  /** Whole days from today or `from`, until they hold 300 visits; `next` is the next page's first day (null at the end). */
  'GET /owner/api/bookings': { days: BookingsDay[]; paused: PausedMembership[]; pausedTotal: number; next: string | null };
  'GET /owner/api/bookings/:id': BookingDetail;
  'POST /owner/api/bookings/:id/cancel': { status: BookingStatus };
  'POST /owner/api/bookings/:id/pause': { from: string; until: string; back: string | null };
  'POST /owner/api/bookings/:id/resume': { next: string | null };
  'POST /owner/api/bookings/:id/clear-place': BookingDetail['place'];
  'POST /owner/api/visits/:id/move': { moved: true; to: string };
  'POST /owner/api/visits/:id/cancel': { cancelled: true };
  'GET /owner/api/days/:date': DayToMove;
  'POST /owner/api/days/:date/move': { moved: number; to: string };
  'GET /owner/api/booking-dates': { dates: DateWithRoom[] };
  'GET /owner/api/payments': PaymentsAnswer;
  'POST /owner/api/bookings/:id/refund': { refunding: true };
  'POST /owner/api/charges/:ref/refund': { refunding: true };
  /** A CSV file. */
  'GET /owner/api/export/payments.csv': string;
  /** A CSV file: leads.csv, bookings.csv or calls.csv. */
  'GET /owner/api/export/:file': string;
  'GET /owner/api/deliveries': { failed: FailedDeliveryRow[] };
  /** The server's settings, each tried against its provider now (the doctor's lines). */
  'GET /owner/api/settings': { lines: DoctorLine[]; checkedAt: number };
  /** The business's facts the owner changes, by part, and the latest changes. */
  'GET /owner/api/business': BusinessAnswer;
  /** The changes to the business's facts, 20 a page, newest first. */
  'GET /owner/api/business/history': { versions: BusinessVersion[]; next: string | null };
  'PUT /owner/api/business/about': BusinessChanged;
  'POST /owner/api/business/open': BusinessChanged;
  'PUT /owner/api/business/prices': BusinessChanged;
  'PUT /owner/api/business/schedule': BusinessChanged;
  'PUT /owner/api/business/messages': BusinessChanged;
  'PUT /owner/api/business/payments': BusinessChanged;
  'PUT /owner/api/business/team': BusinessChanged;
  /** A plan added: on the page, in /book, with Ava and at checkout from the next request. */
  'POST /owner/api/business/plans': BusinessChanged;
  /** A plan the owner added, no longer offered; its bookings keep it. */
  'POST /owner/api/business/plans/:id/retire': BusinessChanged;
  'POST /owner/api/deliveries/:id/retry': { queued: true };
  /** Every failed delivery put back in the queue at once (the cause fixed: the webhook back, the mail server's login right). */
  'POST /owner/api/deliveries/retry-all': { queued: number };
  'GET /owner/api/crew': CrewAnswer;
  'POST /owner/api/crew': CrewAnswer;
  'DELETE /owner/api/crew/:email': CrewAnswer;
  'GET /owner/api/holiday-moves': HolidayMovesAnswer;
  'POST /owner/api/holiday-moves': HolidayMovesAnswer & { moved: number };
  'GET /owner/api/threads': ThreadsAnswer;
  'GET /owner/api/threads/:phone': ThreadDetail;
  'POST /owner/api/threads/:phone/read': { unread: number };
  'POST /owner/api/threads/:phone/reply': { text: ThreadText };
  'POST /owner/api/threads/:phone/ava': ThreadDetail['ava'];
  'POST /owner/api/threads/:phone/link': ThreadSummary;
  /** The menu's count: unread texts, and threads waiting for an answer. */
  'GET /owner/api/unread': { unread: number; awaiting: number };
  /** The business at a glance: members, monthly revenue, money, leads, room ahead, the day's route. */
  'GET /owner/api/home': HomeFigures;
  /** 50 a page, the most recent first. */
  'GET /owner/api/customers': { customers: CustomerSummary[]; next: string | null };
  'GET /owner/api/customers/:key': CustomerRecord;
  'PUT /owner/api/customers/:key/note': { note: string };
  /** A booking made by the owner for a customer who phoned, under every way in's rules and room. */
  'POST /owner/api/customers/:key/book': { reference: string; date: string };
  /** People, bookings by their code and accounts, the best first (12 at most). */
  'GET /owner/api/search': { results: SearchResult[] };
  /** 30 a page, the most recently changed first: each proposal by its latest version. */
  'GET /owner/api/proposals': { proposals: ProposalSummary[]; next: string | null };
  /** A new proposal's first values: from a lead when one is named (its contact, its address), else blank but the start date. */
  'GET /owner/api/proposals/new': { input: ProposalInput; zips: string[]; limits: ProposalLimits };
  'POST /owner/api/proposals': ProposalDetail;
  'GET /owner/api/proposals/:id': ProposalDetail;
  'PUT /owner/api/proposals/:id': ProposalDetail;
  /** Sent: the detail, and a link to the customer's page (to open it as they will, or to hand on). */
  'POST /owner/api/proposals/:id/send': ProposalDetail & { link: string };
  /** A new draft version made from this one (for an accepted one: the account's addresses, to add more). */
  'POST /owner/api/proposals/:id/revise': ProposalDetail;
  /** 30 a page, newest first; what is overdue across all of them. */
  'GET /owner/api/accounts': { accounts: AccountSummary[]; next: string | null; overdue: { count: number; total: string } };
  'GET /owner/api/accounts/:id': AccountDetail;
  /** Ended with the terms' notice: visits after its last day cancelled, the customer told. */
  'POST /owner/api/accounts/:id/end': AccountDetail;
  /** For Payments: the accounts' invoices overdue (the longest first, 50 at most, and how many and how much in all), and the latest 20 Stripe has. */
  'GET /owner/api/account-invoices': { overdue: AccountInvoiceRow[]; count: number; total: string; recent: AccountInvoiceRow[] };
}

export type OwnerRouteName = keyof OwnerAnswers;
export type OwnerAnswer<K extends OwnerRouteName> = OwnerAnswers[K];

/** A refusal: the server's words for the owner (and, for a date refused, the dates that would do). */
export interface OwnerRefusal {
  error: string;
  /** Settings refused: each field's problem in words. */
  problems?: readonly PartProblem[];
  next?: readonly string[];
  /** A text refused in the quiet hours: when it could go instead (words, such as '8:00 AM'). */
  sendsAt?: string;
}

/** Who may call a route: the owner only, the crew too, or anyone (signing in and out). */
export type OwnerRouteAccess = 'owner' | 'crew-too' | 'signed-out';

/** Every route, by its name: the guard reads who may call it from here. */
export const OWNER_ROUTES = {
  'POST /owner/api/sign-in/code': 'signed-out',
  'POST /owner/api/sign-in/verify': 'signed-out',
  'POST /owner/api/sign-in/passkey/options': 'signed-out',
  'POST /owner/api/sign-in/passkey': 'signed-out',
  'GET /owner/api/session': 'crew-too',
  'POST /owner/api/sign-out': 'signed-out',
  'POST /owner/api/sign-out-everywhere': 'crew-too',
  'GET /owner/api/passkeys': 'crew-too',
  'POST /owner/api/passkeys/options': 'crew-too',
  'POST /owner/api/passkeys': 'crew-too',
  'DELETE /owner/api/passkeys/:id': 'crew-too',
  'GET /owner/api/today': 'crew-too',
  'POST /owner/api/visits/:id/mark': 'crew-too',
  'POST /owner/api/visits/:id/order': 'owner',
  'GET /owner/api/trucks': 'owner',
  'POST /owner/api/trucks': 'owner',
  'PUT /owner/api/trucks/:id': 'owner',
  'POST /owner/api/trucks/:id/retire': 'owner',
  'POST /owner/api/visits/:id/truck': 'owner',
  'POST /owner/api/day-plans/:date': 'owner',
  'PUT /owner/api/visits/:id/photos/:photo': 'crew-too',
  'GET /owner/api/leads': 'owner',
  'GET /owner/api/leads/:id': 'owner',
  'POST /owner/api/leads/:id/status': 'owner',
  'POST /owner/api/leads/:id/notes': 'owner',
  'POST /owner/api/leads/:id/book': 'owner',
  'GET /owner/api/calls': 'owner',
  'GET /owner/api/calls/:id': 'owner',
  'GET /owner/api/bookings': 'owner',
  'GET /owner/api/bookings/:id': 'owner',
  'POST /owner/api/bookings/:id/cancel': 'owner',
  'POST /owner/api/bookings/:id/pause': 'owner',
  'POST /owner/api/bookings/:id/resume': 'owner',
  'POST /owner/api/bookings/:id/clear-place': 'owner',
  'POST /owner/api/visits/:id/move': 'owner',
  'POST /owner/api/visits/:id/cancel': 'owner',
  'GET /owner/api/days/:date': 'owner',
  'POST /owner/api/days/:date/move': 'owner',
  'GET /owner/api/booking-dates': 'owner',
  'GET /owner/api/payments': 'owner',
  'POST /owner/api/bookings/:id/refund': 'owner',
  'POST /owner/api/charges/:ref/refund': 'owner',
  'GET /owner/api/export/payments.csv': 'owner',
  'GET /owner/api/export/:file': 'owner',
  'GET /owner/api/deliveries': 'owner',
  'GET /owner/api/settings': 'owner',
  'GET /owner/api/business': 'owner',
  'GET /owner/api/business/history': 'owner',
  'PUT /owner/api/business/about': 'owner',
  'POST /owner/api/business/open': 'owner',
  'PUT /owner/api/business/prices': 'owner',
  'PUT /owner/api/business/schedule': 'owner',
  'PUT /owner/api/business/messages': 'owner',
  'PUT /owner/api/business/payments': 'owner',
  'PUT /owner/api/business/team': 'owner',
  'POST /owner/api/business/plans': 'owner',
  'POST /owner/api/business/plans/:id/retire': 'owner',
  'POST /owner/api/deliveries/:id/retry': 'owner',
  'POST /owner/api/deliveries/retry-all': 'owner',
  'GET /owner/api/crew': 'owner',
  'POST /owner/api/crew': 'owner',
  'DELETE /owner/api/crew/:email': 'owner',
  'GET /owner/api/holiday-moves': 'owner',
  'POST /owner/api/holiday-moves': 'owner',
  'GET /owner/api/threads': 'owner',
  'GET /owner/api/threads/:phone': 'owner',
  'POST /owner/api/threads/:phone/read': 'owner',
  'POST /owner/api/threads/:phone/reply': 'owner',
  'POST /owner/api/threads/:phone/ava': 'owner',
  'POST /owner/api/threads/:phone/link': 'owner',
  'GET /owner/api/unread': 'owner',
  'GET /owner/api/home': 'owner',
  'GET /owner/api/customers': 'owner',
  'GET /owner/api/customers/:key': 'owner',
  'PUT /owner/api/customers/:key/note': 'owner',
  'POST /owner/api/customers/:key/book': 'owner',
  'GET /owner/api/search': 'owner',
  'GET /owner/api/proposals': 'owner',
  'GET /owner/api/proposals/new': 'owner',
  'POST /owner/api/proposals': 'owner',
  'GET /owner/api/proposals/:id': 'owner',
  'PUT /owner/api/proposals/:id': 'owner',
  'POST /owner/api/proposals/:id/send': 'owner',
  'POST /owner/api/proposals/:id/revise': 'owner',
  'GET /owner/api/accounts': 'owner',
  'GET /owner/api/accounts/:id': 'owner',
  'POST /owner/api/accounts/:id/end': 'owner',
  'GET /owner/api/account-invoices': 'owner',
} as const satisfies Record<OwnerRouteName, OwnerRouteAccess>;

/** The names in a route's path (':id', ':date', ...). */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's path parameters, each a string. */
export type OwnerRouteParams<K extends OwnerRouteName> = Record<ParamNames<K>, string>;

/** A route's method and path, its parameters filled in (encoded) and an optional query added. */
export function ownerRequest<K extends OwnerRouteName>(
  name: K,
  params: OwnerRouteParams<K>,
  query?: Record<string, string | undefined>,
): { method: string; url: string } {
  const [method, pattern] = name.split(' ') as [string, string];
  const values = params as Record<string, string>;
  const path = pattern.replace(/:(\w+)/g, (_whole, key: string) => encodeURIComponent(values[key] ?? ''));
  const search = new URLSearchParams(Object.entries(query ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return { method, url: search.size ? `${path}?${search}` : path };
}
