import type { Currency, DatePosted, ExperienceLevel, ListingKind, ListingType } from '@skilllink/contracts/job-constants';
import type { QueryClient } from '@tanstack/react-query';

/** The Jobs (or Projects) tab's search as the address and the server take it (GET /api/v1/jobs?…). */
export interface JobFilters {
  /** Which tab searches: jobs, or freelance projects (?kind=project). Not in the address: the tab says it. */
  kind: ListingKind;
  q: string;
  /** A JobType for jobs, a ProjectType for projects. */
  type: 'all' | ListingType;
  experience: 'all' | ExperienceLevel;
  location: string;
  /** Remote jobs only; off shows every job. */
  remote: boolean;
  /** Catalogue names; a job matches when it asks for every one (at most 5). */
  skills: string[];
  /** The salary (a project's budget) filter needs both: listings paid in `currency` reaching at least `salaryMin`. */
  currency: Currency | '';
  salaryMin: number | null;
  datePosted: DatePosted;
  /** null: the server decides (best match with a query, newest without; spec §4). */
  sort: 'match' | 'newest' | null;
}

/**
 * Every query of the find-and-apply side lives under ['jobs', …]. Saving, applying and
 * withdrawing patch the cached copies of a job in place (cache.ts) so every card agrees at
 * once, then refresh the lists whose membership changed (saved, my applications).
 */
export const jobsKeys = {
  all: ['jobs'] as const,
  lists: () => ['jobs', 'list'] as const,
  list: (filters: JobFilters) => ['jobs', 'list', filters] as const,
  sidebar: () => ['jobs', 'sidebar'] as const,
  saved: () => ['jobs', 'saved'] as const,
  details: () => ['jobs', 'detail'] as const,
  detail: (jobId: string) => ['jobs', 'detail', jobId] as const,
  myApplications: () => ['jobs', 'my-applications'] as const,
};

export const jobPath = (jobId: string) => `/api/v1/jobs/${encodeURIComponent(jobId)}`;

/**
 * Something about the member's jobs changed elsewhere (an application moved along, a new
 * applicant, a job closed by its deadline): every jobs answer is asked for again.
 */
export const invalidateJobs = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: jobsKeys.all });
