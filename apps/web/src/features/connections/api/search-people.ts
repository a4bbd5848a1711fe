import type { PeopleList } from '@skilllink/contracts/connections';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { connectionsKeys } from './keys';

export function searchPeople(q: string, signal?: AbortSignal): Promise<PeopleList> {
  return api<PeopleList>(`/api/v1/people/search?q=${encodeURIComponent(q)}`, { signal });
}

export function peopleSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: connectionsKeys.search(q),
    queryFn: ({ signal }) => searchPeople(q, signal),
    // While the next search loads, the last results stay on screen.
    placeholderData: keepPreviousData,
  });
}

/** People by name, title, company or skill; a blank query makes no call. */
export function usePeopleSearch(q: string) {
  const query = q.trim();
  return useQuery({ ...peopleSearchQueryOptions(query), enabled: query !== '' });
}
