// The shape of the owner's API contract. Each feature writes its own part (a file beside this
// one): the answer each route gives on success, and, for the same names, who may call it and the
// zod schemas of what it takes. `owner-routes.ts` is the index of the parts. The server registers
// a route by its name and the app calls it by the same name, so the two ends read one type.
// Nothing here imports a schema library at run time: the app imports this file for
// `ownerRequest` without taking every part's schemas into its bundle.
import type { z } from 'zod';
import type { PartProblem } from '../business-parts.ts';

/** Who may call a route: the owner only, the crew too, or anyone (signing in and out). */
export type OwnerRouteAccess = 'owner' | 'crew-too' | 'signed-out';

/** A refusal: the server's words for the owner (and, for a date refused, the dates that would do). */
export interface OwnerRefusal {
  error: string;
  /** Settings refused: each field's problem in words. */
  problems?: readonly PartProblem[];
  next?: readonly string[];
  /** A text refused in the quiet hours: when it could go instead (words, such as '8:00 AM'). */
  sendsAt?: string;
}

/** The names in a route's path (':id', ':date', ...). */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's request: a path's parameters must be named, each one; the words for a bad request. */
export type RouteRequest<P extends string> = {
  query?: z.ZodType;
  body?: z.ZodType;
  /** What the owner reads when the request does not fit (a field's own message wins). */
  invalid?: string;
} & ([P] extends [never] ? { params?: never } : { params: z.ZodType<Record<P, unknown>>; invalid: string });

/** A part of the contract: for each route its answers name, who may call it and what it takes. */
export type RoutesOf<Answers> = {
  readonly [K in keyof Answers & string]: { readonly access: OwnerRouteAccess } & RouteRequest<ParamNames<K>>;
};

/** A route's request as any route's: its schemas, and its words for one that does not fit. */
export interface AnyRouteRequest {
  access: OwnerRouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  invalid?: string;
}

/** A route's method and path, its parameters filled in (encoded) and an optional query added. */
export function ownerRequest<K extends string>(
  name: K,
  params: Record<ParamNames<K>, string>,
  query?: Record<string, string | undefined>,
): { method: string; url: string } {
  const [method, pattern] = name.split(' ') as [string, string];
  const values = params as Record<string, string>;
  const path = pattern.replace(/:(\w+)/g, (_whole, key: string) => encodeURIComponent(values[key] ?? ''));
  const search = new URLSearchParams(Object.entries(query ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return { method, url: search.size ? `${path}?${search}` : path };
}
