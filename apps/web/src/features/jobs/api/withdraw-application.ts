import type { MyApplication, MyApplicationsPage } from '@skilllink/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { patchJob } from './cache';
import { jobsKeys } from './keys';

export function withdrawApplication(applicationId: string): Promise<MyApplication> {
  return api<MyApplication>(`/api/v1/applications/${encodeURIComponent(applicationId)}/withdraw`, { method: 'POST' });
}

/** Withdraws a pending application; its job's cards show "Withdrawn" and the counts follow. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: (application) => {
      queryClient.setQueryData<MyApplicationsPage>(jobsKeys.myApplications(), (data) =>
        data ? { items: data.items.map((a) => (a.id === application.id ? application : a)) } : data,
      );
      patchJob(queryClient, application.job.id, () => ({
        myApplication: { id: application.id, status: application.status },
        applicationsCount: application.job.applicationsCount,
      }));
    },
    // Refused because it moved on meanwhile (409): the list shows where it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.myApplications() }),
  });
}
