import type { JobsSidebar } from '@skilllink/contracts/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { jobsKeys } from './keys';

export function getJobsSidebar(signal?: AbortSignal): Promise<JobsSidebar> {
  return api<JobsSidebar>('/api/v1/jobs/sidebar', { signal });
}

/** Recommended jobs, market insights and profile strength: the Jobs page's side column. */
export const jobsSidebarQuery = () => queryOptions({ queryKey: jobsKeys.sidebar(), queryFn: ({ signal }) => getJobsSidebar(signal) });

export function useJobsSidebar() {
  return useQuery(jobsSidebarQuery());
}
