import { JOBS_PAGE_SIZE } from '@skilllink/contracts/job-constants';
import type { JobsPage } from '@skilllink/contracts/jobs';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pageSize } from '../../../lib/data-saver';
import { jobsKeys, type JobFilters } from './keys';

/**
 * The query string for the filters, in one fixed order and without defaults, so the first
 * page of an unfiltered list is exactly /api/v1/jobs (the URL the server's page preloads).
 */
export function jobsSearch(filters: JobFilters, page = 1): string {
  const query = new URLSearchParams();
  // Jobs are the server's default kind: their first page stays exactly /api/v1/jobs.
  if (filters.kind !== 'job') query.set('kind', filters.kind);
  if (filters.q) query.set('q', filters.q);
  if (filters.type !== 'all') query.set('type', filters.type);
  if (filters.experience !== 'all') query.set('experience', filters.experience);
  if (filters.location) query.set('location', filters.location);
  if (filters.remote) query.set('remote', 'true');
  if (filters.skills.length > 0) query.set('skills', filters.skills.join(','));
  // Either half alone filters nothing on the server: send the pair or neither.
  if (filters.currency && filters.salaryMin !== null) {
    query.set('currency', filters.currency);
    query.set('salaryMin', String(filters.salaryMin));
  }
  if (filters.datePosted !== 'all') query.set('datePosted', filters.datePosted);
  if (filters.sort) query.set('sort', filters.sort);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `?${search}` : '';
}

export function getJobs(filters: JobFilters, page: number, signal?: AbortSignal): Promise<JobsPage> {
  // Data saver asks for smaller pages (ADR 074); without it the URL stays the one the server preloads.
  const search = jobsSearch(filters, page);
  const limit = pageSize(JOBS_PAGE_SIZE);
  const sized = limit === JOBS_PAGE_SIZE ? search : `${search}${search ? '&' : '?'}limit=${limit}`;
  return api<JobsPage>(`/api/v1/jobs${sized}`, { signal });
}

/** Open jobs (or projects) for the filters, 20 a page; "Show more" appends the next page. */
export const jobsQuery = (filters: JobFilters) =>
  infiniteQueryOptions({
    queryKey: jobsKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getJobs(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    // A new search keeps the previous cards on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useJobs(filters: JobFilters) {
  return useInfiniteQuery(jobsQuery(filters));
}
