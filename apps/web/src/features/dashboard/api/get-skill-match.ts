import type { SkillMatch, SkillMatchResponse } from '@skilllink/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { dashboardQueryKey } from './get-dashboard';

/** Under the dashboard's key: refreshing the dashboard refreshes the sidebar's figure too. */
export const skillMatchQueryKey = [...dashboardQueryKey, 'skill-match'] as const;

export function getSkillMatch(signal?: AbortSignal): Promise<SkillMatch> {
  return api<SkillMatchResponse>('/api/v1/skill-match', { signal }).then((r) => r.skillMatch);
}

export const skillMatchQuery = () =>
  queryOptions({
    queryKey: skillMatchQueryKey,
    queryFn: ({ signal }) => getSkillMatch(signal),
    // Shown on every page: it changes when skills or the market do, not from one page to the next.
    staleTime: 5 * 60_000,
  });

export function useSkillMatch() {
  return useQuery(skillMatchQuery());
}
