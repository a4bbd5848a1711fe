import type { Company, RecruiterCandidates } from '@skilllink/contracts/companies';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { jobsKeys } from '../../api/keys';
import { companiesKey, companyPath, showCompany } from './companies';

// A company's hiring team: the manager's connections to pick from, adding a recruiter, and
// removing one (or leaving, for a recruiter).

export function getCandidates(companyId: string, q: string, signal?: AbortSignal): Promise<RecruiterCandidates> {
  return api<RecruiterCandidates>(`${companyPath(companyId)}/candidates?${new URLSearchParams({ q })}`, { signal });
}

export function addRecruiter({ companyId, memberId }: { companyId: string; memberId: string }): Promise<Company> {
  return api<Company>(`${companyPath(companyId)}/members`, { method: 'POST', body: { memberId } });
}

export function removeMember({ companyId, memberId }: { companyId: string; memberId: string }): Promise<void> {
  return api<void>(`${companyPath(companyId)}/members/${encodeURIComponent(memberId)}`, { method: 'DELETE' });
}

export const candidatesQuery = (companyId: string, q: string) =>
  queryOptions({
    queryKey: [...companiesKey(), companyId, 'candidates', q] as const,
    queryFn: ({ signal }) => getCandidates(companyId, q, signal),
  });

/** The manager's connections not yet in the team whose name holds `q`; asked for only while the picker is open. */
export function useCandidates(companyId: string, q: string, enabled: boolean) {
  return useQuery({ ...candidatesQuery(companyId, q), enabled });
}

export function useAddRecruiter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addRecruiter, onSuccess: (company) => showCompany(queryClient, company) });
}

/** Removing someone (or leaving) changes the team and whose listings are whose: every jobs answer refetches. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }) });
}
