import type { JobDetail, JobInput } from '@skilllink/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { hiringKeys } from './keys';
import { jobPath, jobsKeys } from '../../api/keys';

interface SaveJobInput {
  /** Absent: a new job (POST /jobs); present: that job's edit (PUT /jobs/:jobId). */
  jobId?: string;
  input: JobInput;
}

export function saveJob({ jobId, input }: SaveJobInput): Promise<JobDetail> {
  return jobId
    ? api<JobDetail>(jobPath(jobId), { method: 'PUT', body: input })
    : api<JobDetail>('/api/v1/jobs', { method: 'POST', body: input });
}

/** Publishes a new job or saves an edit; every jobs list and detail refetches. */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSuccess: (job) => {
      queryClient.setQueryData(hiringKeys.editable(job.id), job);
      void queryClient.invalidateQueries({ queryKey: jobsKeys.all });
    },
  });
}
