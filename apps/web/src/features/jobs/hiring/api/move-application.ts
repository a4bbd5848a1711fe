import type { ApplicationStatus } from '@skilllink/contracts/job-constants';
import type { Applicant, ApplicantsPage } from '@skilllink/contracts/jobs';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { jobsKeys } from '../../api/keys';
import { hiringKeys } from '../../posting/api/keys';

interface MoveInput {
  jobId: string;
  applicationId: string;
  status: ApplicationStatus;
}

export function moveApplication({ applicationId, status }: MoveInput): Promise<Applicant> {
  return api<Applicant>(`/api/v1/applications/${encodeURIComponent(applicationId)}`, { method: 'PATCH', body: { status } });
}

/**
 * Moves an applicant at once on screen (every cached list of the job), then on the server; a
 * refusal (409 when the move is not allowed, or someone moved them meanwhile) puts the lists
 * back as they were. Either way the job's lists refetch, so filters and counts agree.
 */
export function useMoveApplication(onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveApplication,
    onMutate: async ({ jobId, applicationId, status }) => {
      const key = hiringKeys.applicantsOf(jobId);
      await queryClient.cancelQueries({ queryKey: key });
      const snapshot = queryClient.getQueriesData<ApplicantsPage>({ queryKey: key });
      queryClient.setQueriesData<ApplicantsPage>(
        { queryKey: key },
        (page) => page && { ...page, items: page.items.map((a) => (a.applicationId === applicationId ? { ...a, status } : a)) },
      );
      return snapshot;
    },
    onError: (error, _input, snapshot?: Array<[QueryKey, ApplicantsPage | undefined]>) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
      onFailure(error);
    },
    onSettled: (_data, _error, { jobId, status }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hiringKeys.applicantsOf(jobId) }),
        queryClient.invalidateQueries({ queryKey: hiringKeys.posted }),
        // Awarding closes the project: search, its page and the Saved tab show it Awarded.
        status === 'awarded' && queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
      ]),
  });
}
