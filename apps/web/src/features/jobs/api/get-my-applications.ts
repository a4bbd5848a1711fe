import type { MyApplicationsPage } from '@skilllink/contracts/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { jobsKeys } from './keys';

export function getMyApplications(signal?: AbortSignal): Promise<MyApplicationsPage> {
  return api<MyApplicationsPage>('/api/v1/applications/mine', { signal });
}

/** The member's own applications, newest first, with each one's current status. */
export const myApplicationsQuery = () =>
  queryOptions({ queryKey: jobsKeys.myApplications(), queryFn: ({ signal }) => getMyApplications(signal) });

export function useMyApplications() {
  return useQuery(myApplicationsQuery());
}
