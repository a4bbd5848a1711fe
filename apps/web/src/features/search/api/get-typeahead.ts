import type { TypeaheadResults } from '@skilllink/contracts/search';
import { TYPEAHEAD_MIN } from '@skilllink/contracts/search-constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { searchKeys } from './keys';

export function getTypeahead(q: string, signal?: AbortSignal): Promise<TypeaheadResults> {
  return api<TypeaheadResults>(`/api/v1/search/typeahead?q=${encodeURIComponent(q)}`, { signal });
}

export function typeaheadQueryOptions(q: string) {
  return queryOptions({
    queryKey: searchKeys.typeahead(q),
    // The signal aborts the request when the member typed on: TanStack Query cancels a query
    // nobody watches any more. Each answer lands under its own text, so a late answer for "rea"
    // can never stand in for the one for "react".
    queryFn: ({ signal }) => getTypeahead(q, signal),
    staleTime: 60_000,
    // While the next letters load, the last suggestions stay instead of the list collapsing.
    placeholderData: keepPreviousData,
  });
}

/** Suggestions for `q` once it has TYPEAHEAD_MIN characters; nothing is asked for before. */
export function useTypeaheadQuery(q: string) {
  return useQuery({ ...typeaheadQueryOptions(q), enabled: q.length >= TYPEAHEAD_MIN });
}
