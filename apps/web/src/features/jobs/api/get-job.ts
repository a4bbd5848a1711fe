import type { JobDetail } from '@skilllink/contracts/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { jobPath, jobsKeys } from './keys';

export function getJob(jobId: string, signal?: AbortSignal): Promise<JobDetail> {
  return api<JobDetail>(jobPath(jobId), { signal });
}

/** One job with its questions, the reader's match explanation and their application. */
export const jobQuery = (jobId: string) =>
  queryOptions({ queryKey: jobsKeys.detail(jobId), queryFn: ({ signal }) => getJob(jobId, signal) });

export function useJob(jobId: string) {
  return useQuery(jobQuery(jobId));
}
