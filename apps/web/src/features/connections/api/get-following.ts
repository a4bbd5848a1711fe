import type { FollowsPage } from '@skilllink/contracts/connections';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { connectionsKeys } from './keys';

export function getFollowing(before: string | null, signal?: AbortSignal): Promise<FollowsPage> {
  const search = before ? `?before=${encodeURIComponent(before)}` : '';
  return api<FollowsPage>(`/api/v1/follows${search}`, { signal });
}

/** Following: the members I follow, newest follow first, a page at a time. */
export function followingQueryOptions() {
  return infiniteQueryOptions({
    queryKey: connectionsKeys.following(),
    queryFn: ({ pageParam, signal }) => getFollowing(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useFollowing() {
  return useInfiniteQuery(followingQueryOptions());
}
