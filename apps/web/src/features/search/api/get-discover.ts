import type { SearchDiscover } from '@skilllink/contracts/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { searchKeys } from './keys';

export function getDiscover(signal?: AbortSignal): Promise<SearchDiscover> {
  return api<SearchDiscover>('/api/v1/search/discover', { signal });
}

export function discoverQueryOptions() {
  return queryOptions({
    queryKey: searchKeys.discover(),
    queryFn: ({ signal }) => getDiscover(signal),
    // Popular and trending move over days: asking again within minutes only costs data.
    staleTime: 5 * 60_000,
  });
}

/** Popular searches, trending skills and people to meet: the empty state and the sidebar. */
export function useSearchDiscover() {
  return useQuery(discoverQueryOptions());
}
