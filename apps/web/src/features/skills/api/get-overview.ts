import type { SkillsOverview } from '@skilllink/contracts/skills';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { skillsKeys } from './keys';

export function getOverview(signal?: AbortSignal): Promise<SkillsOverview> {
  return api<SkillsOverview>('/api/v1/skills/overview', { signal });
}

export function overviewQueryOptions() {
  return queryOptions({
    queryKey: skillsKeys.overview(),
    queryFn: ({ signal }) => getOverview(signal),
    // The server recomputes it once a minute; asking more often only costs data.
    staleTime: 60_000,
  });
}

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
