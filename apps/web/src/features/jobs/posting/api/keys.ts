import type { ApplicationStatus } from '@skilllink/contracts/job-constants';

/** The applicants list's filters as the server takes them (GET /jobs/:jobId/applications?status=&sort=). */
export interface ApplicantFilters {
  status: 'all' | ApplicationStatus;
  sort: 'match' | 'newest';
}

/**
 * The poster's side keeps its queries under ['jobs', …], the area's root: posting, editing,
 * closing, reopening or duplicating invalidates the root (jobsKeys.all), so the members' side of jobs (search,
 * the detail page) agrees with the server too. Moving an application touches only that job's
 * applicants and the posted list (its counts).
 */
export const hiringKeys = {
  posted: ['jobs', 'posted'] as const,
  /** The job as its edit form reads it. */
  editable: (jobId: string) => ['jobs', 'posting', jobId] as const,
  applicantsOf: (jobId: string) => ['jobs', 'applicants', jobId] as const,
  applicants: (jobId: string, filters: ApplicantFilters) => ['jobs', 'applicants', jobId, filters] as const,
  skillSuggestions: (q: string) => ['jobs', 'skill-suggestions', q] as const,
};
