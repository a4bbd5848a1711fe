import type { DashboardResponse } from '@skilllink/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * Every dashboard query lives under this key, so one invalidation (after adding a skill,
 * sending a request…) refreshes the dashboard and the sidebar's Skill Match together.
 */
export const dashboardQueryKey = ['dashboard'] as const;

export function getDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return api<DashboardResponse>('/api/v1/dashboard', { signal });
}

export const dashboardQuery = () => queryOptions({ queryKey: dashboardQueryKey, queryFn: ({ signal }) => getDashboard(signal) });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
