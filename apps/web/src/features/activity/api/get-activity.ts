import type { ActivityPage } from '@skilllink/contracts/activity';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pageSize } from '../../../lib/data-saver';

export const activityQueryKey = ['activity'] as const;
const PAGE_SIZE = 20;

export function getActivity(before: string | null, signal?: AbortSignal): Promise<ActivityPage> {
  const query = new URLSearchParams({ limit: String(pageSize(PAGE_SIZE)) });
  if (before) query.set('before', before);
  return api<ActivityPage>(`/api/v1/activity?${query}`, { signal });
}

/** The member's activity, newest first; each page's last id is the cursor of the next. */
export const activityQuery = () =>
  infiniteQueryOptions({
    queryKey: activityQueryKey,
    queryFn: ({ pageParam, signal }) => getActivity(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Other areas write the log (a skill added a moment ago); opening the page always asks again.
    staleTime: 0,
  });

export function useActivity() {
  return useInfiniteQuery(activityQuery());
}
