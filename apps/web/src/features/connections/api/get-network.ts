import type { ConnectionsPage } from '@skilllink/contracts/connections';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pageSize } from '../../../lib/data-saver';
import { connectionsKeys } from './keys';

/** The server's page when none is asked for (NETWORK_PAGE_DEFAULT; not imported: it would bring the zod schemas). */
const SERVER_PAGE = 20;

export function getNetwork(before: string | null, signal?: AbortSignal): Promise<ConnectionsPage> {
  const query = new URLSearchParams();
  if (before) query.set('before', before);
  // Data saver asks for a smaller page; otherwise the first page stays the URL the server preloads.
  const limit = pageSize(SERVER_PAGE);
  if (limit !== SERVER_PAGE) query.set('limit', String(limit));
  const search = query.size > 0 ? `?${query}` : '';
  return api<ConnectionsPage>(`/api/v1/connections${search}`, { signal });
}

/** My Network: my connections, newest first, a page at a time ("Load more"). */
export function networkQueryOptions() {
  return infiniteQueryOptions({
    queryKey: connectionsKeys.network(),
    queryFn: ({ pageParam, signal }) => getNetwork(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useNetwork() {
  return useInfiniteQuery(networkQueryOptions());
}
