import type { JobSummary } from '@skilllink/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { patchJob, setSavedInList } from './cache';
import { jobPath, jobsKeys } from './keys';

interface SaveInput {
  job: JobSummary;
  /** true saves it, false unsaves it. */
  saved: boolean;
}

export function setJobSaved({ job, saved }: SaveInput): Promise<{ saved: boolean }> {
  return api<{ saved: boolean }>(`${jobPath(job.id)}/save`, { method: saved ? 'PUT' : 'DELETE' });
}

function show(queryClient: ReturnType<typeof useQueryClient>, job: JobSummary, saved: boolean) {
  patchJob(queryClient, job.id, () => ({ saved }));
  setSavedInList(queryClient, job, saved);
}

/**
 * Save and unsave answer at once (every copy of the job and the Saved tab change before the
 * server answers); a failure puts back exactly this change (not a snapshot, which would also
 * undo another toggle made meanwhile), and the Saved tab is fetched again either way.
 */
export function useSetJobSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setJobSaved,
    onMutate: async ({ job, saved }) => {
      await queryClient.cancelQueries({ queryKey: jobsKeys.saved() });
      show(queryClient, job, saved);
    },
    onError: (_error, { job, saved }) => show(queryClient, job, !saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.saved() }),
  });
}
