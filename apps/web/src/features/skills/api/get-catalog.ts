import type { CatalogResponse } from '@skilllink/contracts/skills';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { SkillFilters } from '../hooks/use-skill-filters';
import { skillsKeys } from './keys';

/** Only the filters that differ from the defaults travel, so equal searches share one URL. */
export function catalogSearch(filters: SkillFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  if (filters.popular) params.set('popular', 'true');
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function getCatalog(filters: SkillFilters, signal?: AbortSignal): Promise<CatalogResponse> {
  return api<CatalogResponse>(`/api/v1/skills/catalog${catalogSearch(filters)}`, { signal });
}

export function catalogQueryOptions(filters: SkillFilters) {
  return queryOptions({
    queryKey: [...skillsKeys.catalog(), filters],
    queryFn: ({ signal }) => getCatalog(filters, signal),
    // While the next search loads, the last results stay on screen instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useCatalog(filters: SkillFilters) {
  return useQuery(catalogQueryOptions(filters));
}
