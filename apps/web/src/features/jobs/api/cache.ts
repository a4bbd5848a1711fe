import type { JobDetail, JobsPage, JobsSidebar, JobSummary, MyApplicationsPage, SavedJobsPage } from '@skilllink/contracts/jobs';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { jobsKeys } from './keys';

// One job appears in several answers at once (a list page, the sidebar's recommendations, the
// Saved tab, its own page, My Applications). An action on it changes every copy here, so no
// card disagrees with another while the server's fresh answers are on their way.

type Change = Partial<Pick<JobSummary, 'saved' | 'myApplication' | 'applicationsCount'>>;
type Patch = (job: JobSummary) => Change;

function patched<T extends JobSummary>(job: T, jobId: string, patch: Patch): T {
  return job.id === jobId ? { ...job, ...patch(job) } : job;
}

/** Applies `patch` to the job `jobId` wherever it is cached. */
export function patchJob(queryClient: QueryClient, jobId: string, patch: Patch): void {
  const one = (job: JobSummary) => patched(job, jobId, patch);
  queryClient.setQueriesData<InfiniteData<JobsPage>>({ queryKey: jobsKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(one) })) } : data,
  );
  queryClient.setQueryData<JobsSidebar>(jobsKeys.sidebar(), (data) => (data ? { ...data, recommended: data.recommended.map(one) } : data));
  queryClient.setQueryData<SavedJobsPage>(jobsKeys.saved(), (data) => (data ? { items: data.items.map(one) } : data));
  queryClient.setQueryData<JobDetail>(jobsKeys.detail(jobId), (data) => (data ? patched(data, jobId, patch) : data));
  queryClient.setQueryData<MyApplicationsPage>(jobsKeys.myApplications(), (data) =>
    data ? { items: data.items.map((a) => ({ ...a, job: one(a.job) })) } : data,
  );
}

/** Puts a job on the Saved tab (newest first, as the server lists them) or takes it off. */
export function setSavedInList(queryClient: QueryClient, job: JobSummary, saved: boolean): void {
  queryClient.setQueryData<SavedJobsPage>(jobsKeys.saved(), (data) => {
    if (!data) return data;
    const others = data.items.filter((j) => j.id !== job.id);
    return { items: saved ? [{ ...job, saved: true }, ...others] : others };
  });
}
