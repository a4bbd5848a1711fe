import type { JobDetail } from '@skilllink/contracts/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { jobPath } from '../../api/keys';
import { hiringKeys } from './keys';

export function getJob(jobId: string, signal?: AbortSignal): Promise<JobDetail> {
  return api<JobDetail>(jobPath(jobId), { signal });
}

/** The job to edit; always read afresh (staleTime 0) so the form starts from what is saved now. */
export const editableJobQuery = (jobId: string) =>
  queryOptions({ queryKey: hiringKeys.editable(jobId), queryFn: ({ signal }) => getJob(jobId, signal), staleTime: 0 });

export function useEditableJob(jobId: string) {
  return useQuery(editableJobQuery(jobId));
}
