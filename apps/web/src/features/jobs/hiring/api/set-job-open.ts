import type { JobDetail } from '@skilllink/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { jobPath, jobsKeys } from '../../api/keys';

/** POST /jobs/:jobId/close or /reopen (reopening a job past its deadline answers 409: edit it first). */
export function setJobOpen({ jobId, open }: { jobId: string; open: boolean }): Promise<JobDetail> {
  return api<JobDetail>(`${jobPath(jobId)}/${open ? 'reopen' : 'close'}`, { method: 'POST' });
}

/** Closing or reopening changes search, the detail page and the posted list: every jobs query refetches. */
export function useSetJobOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setJobOpen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
