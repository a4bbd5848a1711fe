import type { PostedJobsPage } from '@skilllink/contracts/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { hiringKeys } from '../../posting/api/keys';

export function getPostedJobs(signal?: AbortSignal): Promise<PostedJobsPage> {
  return api<PostedJobsPage>('/api/v1/jobs/mine', { signal });
}

/** The member's posted jobs and their companies' ones, newest first, with their counts. */
export const postedJobsQuery = () => queryOptions({ queryKey: hiringKeys.posted, queryFn: ({ signal }) => getPostedJobs(signal) });

export function usePostedJobs() {
  return useQuery(postedJobsQuery());
}
