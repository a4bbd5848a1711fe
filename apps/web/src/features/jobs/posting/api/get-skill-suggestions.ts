import type { CatalogResponse } from '@skilllink/contracts/skills';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { hiringKeys } from './keys';

// The skills area's catalogue search (GET /skills/catalog?q=), asked here by name only:
// features never import each other, and a job's skills must be catalogue names.
export function getSkillSuggestions(q: string, signal?: AbortSignal): Promise<CatalogResponse> {
  return api<CatalogResponse>(`/api/v1/skills/catalog?${new URLSearchParams({ q })}`, { signal });
}

/** Catalogue skills matching what the poster typed; nothing is asked for a blank box. */
export const skillSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: hiringKeys.skillSuggestions(q),
    queryFn: ({ signal }) => getSkillSuggestions(q, signal),
    enabled: q !== '',
    // The catalogue is reference data: the same letters need not be asked twice in a session.
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useSkillSuggestions(q: string) {
  return useQuery(skillSuggestionsQuery(q));
}
