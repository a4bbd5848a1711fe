import type { SavedJobsPage } from '@skilllink/contracts/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { jobsKeys } from './keys';

export function getSavedJobs(signal?: AbortSignal): Promise<SavedJobsPage> {
  return api<SavedJobsPage>('/api/v1/jobs/saved', { signal });
}

/** The member's saved jobs: the Saved tab, and its count beside the tab's name. */
export const savedJobsQuery = () => queryOptions({ queryKey: jobsKeys.saved(), queryFn: ({ signal }) => getSavedJobs(signal) });

export function useSavedJobs() {
  return useQuery(savedJobsQuery());
}
