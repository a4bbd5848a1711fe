import type { ConnectionsPage } from '@skilllink/contracts/connections';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { connectionsKeys } from './keys';

export function getNetwork(before: string | null, signal?: AbortSignal): Promise<ConnectionsPage> {
  const search = before ? `?before=${encodeURIComponent(before)}` : '';
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
