import type { SearchResults } from '@skilllink/contracts/search';
import { SEARCH_QUERY_MAX } from '@skilllink/contracts/search-constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { writeSearchParams, type SearchParams } from '../hooks/search-params';
import { searchKeys } from './keys';

export function getResults(params: SearchParams, cursor: string | null, signal?: AbortSignal): Promise<SearchResults> {
  const query = writeSearchParams(params);
  if (cursor) query.set('cursor', cursor);
  return api<SearchResults>(`/api/v1/search?${query.toString()}`, { signal });
}

/**
 * One tab of results: All answers once (every kind's group); a kind's tab pages on with the
 * cursor of its one group ("Show more"). The server keeps a first page in the member's recent
 * searches, so the history is asked for again once it answered.
 */
export const searchResultsQuery = (params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(params),
    queryFn: async ({ pageParam, signal, client }) => {
      const results = await getResults(params, pageParam, signal);
      if (pageParam === null) {
        // A history request still on its way may have left before the search was recorded, and
        // a refetch would join it rather than ask again: cancel it first, then ask afresh.
        const history = { queryKey: searchKeys.history() };
        void client.cancelQueries(history).then(() => client.invalidateQueries(history));
      }
      return results;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.tab === 'all' ? undefined : (last.groups[0]?.nextCursor ?? undefined)),
    // A refined search keeps the last results on screen (dimmed) instead of flashing skeletons;
    // another tab's results never stand in for this tab's (people shown under "Skills").
    placeholderData: (previous) => (previous?.pages[0]?.tab === params.tab ? previous : undefined),
  });

export function useSearchResults(params: SearchParams) {
  // A query longer than the server takes (only a hand-edited address has one: both boxes stop
  // at the limit) is refused here, and the page says why, rather than offer "Try again".
  return useInfiniteQuery({ ...searchResultsQuery(params), enabled: params.q !== '' && params.q.length <= SEARCH_QUERY_MAX });
}

/**
 * What the All tab found for these filters, if it is known, without asking for it: the tab
 * counts read it. Asking would record the search in the history a second time, as "All".
 */
export function useKnownAllResults(params: SearchParams) {
  // No placeholder: the last search's counts must not stand in for this one's, which may never be asked for.
  return useInfiniteQuery({ ...searchResultsQuery({ ...params, tab: 'all' }), enabled: false, placeholderData: undefined }).data?.pages[0];
}
