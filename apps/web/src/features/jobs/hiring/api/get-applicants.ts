import type { ApplicantsPage } from '@skilllink/contracts/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { hiringKeys, type ApplicantFilters } from '../../posting/api/keys';
import { jobPath } from '../../api/keys';

/** Only what differs from the server's defaults (all, by match) travels, so equal lists share a URL. */
export function getApplicants(jobId: string, filters: ApplicantFilters, signal?: AbortSignal): Promise<ApplicantsPage> {
  const query = new URLSearchParams();
  if (filters.status !== 'all') query.set('status', filters.status);
  if (filters.sort !== 'match') query.set('sort', filters.sort);
  const search = query.toString();
  return api<ApplicantsPage>(`${jobPath(jobId)}/applications${search ? `?${search}` : ''}`, { signal });
}

/** A job's header and its applicants (404 unless the reader is its poster or a recruiter). */
export const applicantsQuery = (jobId: string, filters: ApplicantFilters) =>
  queryOptions({
    queryKey: hiringKeys.applicants(jobId, filters),
    queryFn: ({ signal }) => getApplicants(jobId, filters, signal),
    // Another filter keeps the current list on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });

export function useApplicants(jobId: string, filters: ApplicantFilters) {
  return useQuery(applicantsQuery(jobId, filters));
}
