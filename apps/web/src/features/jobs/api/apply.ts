import type { ApplicationInput, MyApplication } from '@skilllink/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { patchJob } from './cache';
import { jobPath, jobsKeys } from './keys';

interface ApplyInput {
  jobId: string;
  application: ApplicationInput;
}

export function applyToJob({ jobId, application }: ApplyInput): Promise<MyApplication> {
  return api<MyApplication>(`${jobPath(jobId)}/applications`, { method: 'POST', body: application });
}

/**
 * Applies; every card of the job then shows the application's status instead of Apply, and
 * My Applications and the recommendations (which leave out jobs applied to) are fetched again.
 */
export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSuccess: (application, { jobId }) =>
      patchJob(queryClient, jobId, () => ({
        myApplication: { id: application.id, status: application.status },
        applicationsCount: application.job.applicationsCount,
      })),
    onSettled: (_data, error, { jobId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKeys.myApplications() }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.sidebar() }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.detail(jobId) }),
        // Refused because the job changed elsewhere (applied in another tab, closed): the cards
        // learn its state from the server, as nothing here knows the application to show.
        error && queryClient.invalidateQueries({ queryKey: jobsKeys.lists() }),
      ]),
  });
}
