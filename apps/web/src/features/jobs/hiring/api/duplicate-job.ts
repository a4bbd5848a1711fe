import type { JobDetail } from '@skilllink/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { hiringKeys } from '../../posting/api/keys';
import { jobPath, jobsKeys } from '../../api/keys';

/** POST /jobs/:jobId/duplicate: a new open job with the same fields (201). */
export function duplicateJob(jobId: string): Promise<JobDetail> {
  return api<JobDetail>(`${jobPath(jobId)}/duplicate`, { method: 'POST' });
}

export function useDuplicateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateJob,
    onSuccess: (copy) => {
      // Its edit page opens next and starts from this answer.
      queryClient.setQueryData(hiringKeys.editable(copy.id), copy);
      return queryClient.invalidateQueries({ queryKey: jobsKeys.all });
    },
  });
}
