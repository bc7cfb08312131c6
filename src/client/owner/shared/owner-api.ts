// The owner's app talks to /owner/api with JSON, each route called by its name in the contract
// (common/owner-routes.ts) so its answer has the type the server's route is held to; the session
// cookie rides along (same origin). An answer that is not a success carries the server's own
// words for the owner.
import { ownerRequest } from '../../../common/owner-api/contract.ts';
import type { OwnerSent, OwnerAnswer, OwnerRefusal, OwnerRouteName, OwnerRouteParams } from '../../../common/owner-routes.ts';

export class OwnerApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's refusal: its words, and what it offers instead (dates that would do, when a text could go). */
    readonly refusal: OwnerRefusal,
  ) {
    super(refusal.error);
  }
}

/** What a call sends: the path's parameters (when it has any), a query and a JSON body, as the contract's schemas take them. */
export type OwnerCall<K extends OwnerRouteName> = {
  query?: OwnerSent<K, 'query'>;
  body?: OwnerSent<K, 'body'>;
} & (keyof OwnerRouteParams<K> extends never ? { params?: undefined } : { params: OwnerRouteParams<K> });

export async function ownerApi<K extends OwnerRouteName>(name: K, ...[call]: CallArgs<K>): Promise<OwnerAnswer<K>> {
  const { params, query, body } = (call ?? {}) as OwnerCall<K>;
  const { method, url } = ownerRequest(name, (params ?? {}) as OwnerRouteParams<K>, query as Record<string, string | undefined>);
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const data: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const refusal = (typeof data === 'object' && data !== null ? data : {}) as Partial<OwnerRefusal>;
    throw new OwnerApiError(response.status, { ...refusal, error: refusal.error ?? `Something went wrong (${response.status}).` });
  }
  return data as OwnerAnswer<K>;
}

/** A route with parameters must be given them; one without may be called with nothing. */
export type CallArgs<K extends OwnerRouteName, More = unknown> = keyof OwnerRouteParams<K> extends never
  ? [call?: OwnerCall<K> & More]
  : [call: OwnerCall<K> & More];
