// The app's data: each page's answer from the API by its route's name, in one cache (TanStack
// Query), asked again on a timer while the page is in view, with the server's words when it fails.
import { QueryClient, useQuery } from '@tanstack/react-query';
import { createContext, useContext, useState } from 'react';
import type { OwnerRouteName } from '../../../common/owner-routes.ts';
import { ownerApi, type CallArgs } from './owner-api.ts';

/**
 * How often an open page asks again, so new leads and bookings appear without a reload: the
 * server's setting, from the session's answer.
 */
export const RefreshSeconds = createContext(10);

/**
 * A route's answer, loaded when the page opens and, with refresh, asked again while the page is
 * in view (not while the phone shows another app). The last answer stays on screen when a later
 * ask fails; `setError` shows an action's refusal in the same place.
 */
export function useOwnerData<K extends OwnerRouteName>(name: K, ...[call]: CallArgs<K, { refresh?: boolean }>) {
  const { refresh = false, ...request }: { refresh?: boolean; query?: unknown; params?: object } = call ?? {};
  const refreshMs = useContext(RefreshSeconds) * 1000;
  const { query: search, ...rest } = request;
  const query = useQuery({
    queryKey: [name, rest, search],
    queryFn: () => ownerApi(name, ...([request] as CallArgs<K>)),
    refetchInterval: refresh ? refreshMs : false,
    // A new search keeps the last list on screen until its own answer comes, never a blank; the
    // answer of another record (another booking's id) is never shown in its place.
    placeholderData: (previous, before) =>
      JSON.stringify(before?.queryKey.slice(0, 2)) === JSON.stringify([name, rest]) ? previous : undefined,
  });
  const [actionError, setError] = useState('');
  return { data: query.data ?? null, error: actionError || (query.error?.message ?? ''), setError, load: query.refetch };
}

/**
 * The app's one cache of answers. Every ask goes to the network, signal or not (the crew's Today
 * falls back on the route it last saw when one fails), is not retried on its own (the next
 * refresh asks again), and a page does not ask again just because the window got focus.
 */
export const ownerQueries = () =>
  new QueryClient({ defaultOptions: { queries: { networkMode: 'always', retry: false, refetchOnWindowFocus: false } } });
