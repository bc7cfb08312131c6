// The index of the owner's API: every feature's part of the contract (owner-api/, one file a
// feature: what each route answers, who may call it, what it takes), joined. The server registers
// each route by its name here, so a route's answer that does not match fails the typecheck; the
// app calls a route by the same name and reads the same type. A route not named in a part cannot
// be registered. A new feature adds its part and one line to each list below.
import type { z } from 'zod';
import type { AccountAnswers } from './owner-api/accounts.ts';
import { ACCOUNT_ROUTES } from './owner-api/accounts.ts';
import type { BookingAnswers } from './owner-api/bookings.ts';
import { BOOKING_ROUTES } from './owner-api/bookings.ts';
import type { BusinessAnswers } from './owner-api/business.ts';
import { BUSINESS_ROUTES } from './owner-api/business.ts';
import type { CallAnswers } from './owner-api/calls.ts';
import { CALL_ROUTES } from './owner-api/calls.ts';
import type { AnyRouteRequest, ParamNames } from './owner-api/contract.ts';
import type { CrewAnswers } from './owner-api/crew.ts';
import { CREW_ROUTES } from './owner-api/crew.ts';
import type { CustomerAnswers } from './owner-api/customers.ts';
import { CUSTOMER_ROUTES } from './owner-api/customers.ts';
import type { DeliveryAnswers } from './owner-api/deliveries.ts';
import { DELIVERY_ROUTES } from './owner-api/deliveries.ts';
import type { ExportAnswers } from './owner-api/exports.ts';
import { EXPORT_ROUTES } from './owner-api/exports.ts';
import type { HolidayAnswers } from './owner-api/holidays.ts';
import { HOLIDAY_ROUTES } from './owner-api/holidays.ts';
import type { HomeAnswers } from './owner-api/home.ts';
import { HOME_ROUTES } from './owner-api/home.ts';
import type { LeadAnswers } from './owner-api/leads.ts';
import { LEAD_ROUTES } from './owner-api/leads.ts';
import type { MessageAnswers } from './owner-api/messages.ts';
import { MESSAGE_ROUTES } from './owner-api/messages.ts';
import type { PaymentAnswers } from './owner-api/payments.ts';
import { PAYMENT_ROUTES } from './owner-api/payments.ts';
import type { ProposalAnswers } from './owner-api/proposals.ts';
import { PROPOSAL_ROUTES } from './owner-api/proposals.ts';
import type { SignInAnswers } from './owner-api/sign-in.ts';
import { SIGN_IN_ROUTES } from './owner-api/sign-in.ts';
import type { TodayAnswers } from './owner-api/today.ts';
import { TODAY_ROUTES } from './owner-api/today.ts';
import type { TruckAnswers } from './owner-api/trucks.ts';
import type { RatingAnswers } from './owner-api/ratings.ts';
import { RATING_ROUTES } from './owner-api/ratings.ts';
import { TRUCK_ROUTES } from './owner-api/trucks.ts';

export type { OwnerRefusal, OwnerRouteAccess, ParamNames } from './owner-api/contract.ts';
export { ownerRequest } from './owner-api/contract.ts';

/** What each route answers on success. */
export interface OwnerAnswers
  extends
    SignInAnswers,
    TodayAnswers,
    TruckAnswers,
    LeadAnswers,
    CallAnswers,
    BookingAnswers,
    HolidayAnswers,
    PaymentAnswers,
    ExportAnswers,
    DeliveryAnswers,
    BusinessAnswers,
    CrewAnswers,
    MessageAnswers,
    HomeAnswers,
    CustomerAnswers,
    ProposalAnswers,
    AccountAnswers,
    RatingAnswers {}

export type OwnerRouteName = keyof OwnerAnswers;
export type OwnerAnswer<K extends OwnerRouteName> = OwnerAnswers[K];

/** Every route, by its name: who may call it (the guard reads it) and what it takes. */
export const OWNER_ROUTES = {
  ...SIGN_IN_ROUTES,
  ...TODAY_ROUTES,
  ...TRUCK_ROUTES,
  ...LEAD_ROUTES,
  ...CALL_ROUTES,
  ...BOOKING_ROUTES,
  ...HOLIDAY_ROUTES,
  ...PAYMENT_ROUTES,
  ...EXPORT_ROUTES,
  ...DELIVERY_ROUTES,
  ...BUSINESS_ROUTES,
  ...CREW_ROUTES,
  ...MESSAGE_ROUTES,
  ...HOME_ROUTES,
  ...CUSTOMER_ROUTES,
  ...PROPOSAL_ROUTES,
  ...ACCOUNT_ROUTES,
  ...RATING_ROUTES,
} as const satisfies Record<OwnerRouteName, AnyRouteRequest>;

/** A route's path parameters, each a string. */
export type OwnerRouteParams<K extends OwnerRouteName> = Record<ParamNames<K>, string>;

type Routes = typeof OWNER_ROUTES;
type Part<K extends OwnerRouteName, P extends 'params' | 'query' | 'body'> = Routes[K] extends { [Q in P]: z.ZodType }
  ? Routes[K][P]
  : undefined;

/** What a route's handler reads: each part parsed (a part the route does not take is unknown). */
export type OwnerParsed<K extends OwnerRouteName, P extends 'params' | 'query' | 'body'> =
  Part<K, P> extends z.ZodType ? z.output<Part<K, P>> : unknown;

/** What the app may send: each part as the schema takes it (a route with no body takes none, or {}). */
export type OwnerSent<K extends OwnerRouteName, P extends 'query' | 'body'> =
  Part<K, P> extends z.ZodType ? z.input<Part<K, P>> : P extends 'body' ? Record<string, never> : undefined;

/** A route's request as any route's: who may call it, its schemas, and its words for one that does not fit. */
export const ownerRequestOf = (name: OwnerRouteName): AnyRouteRequest => OWNER_ROUTES[name];
