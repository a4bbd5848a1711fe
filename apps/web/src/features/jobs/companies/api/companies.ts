import type { Company, CompanyDetailsInput, MyCompanies } from '@skilllink/contracts/companies';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { jobsKeys } from '../../api/keys';

// The companies endpoints of the poster's side (one fetcher each) and their query, under
// ['jobs', …]: a change to a company (its logo on every card, a recruiter's listings) refreshes
// every jobs answer, and what refreshes jobs refreshes the companies.

export const companiesKey = () => [...jobsKeys.all, 'companies'] as const;
export const companyPath = (companyId: string) => `/api/v1/companies/${encodeURIComponent(companyId)}`;

export function getMyCompanies(signal?: AbortSignal): Promise<MyCompanies> {
  return api<MyCompanies>('/api/v1/companies/mine', { signal });
}

export function updateDetails({ companyId, ...body }: { companyId: string } & CompanyDetailsInput): Promise<Company> {
  return api<Company>(companyPath(companyId), { method: 'PATCH', body });
}

/** PUT the image itself (as the profile photo goes): the server checks its content and size. */
export function uploadLogo({ companyId, file }: { companyId: string; file: Blob }): Promise<Company> {
  return api<Company>(`${companyPath(companyId)}/logo`, { method: 'PUT', body: file });
}

export function removeLogo(companyId: string): Promise<Company> {
  return api<Company>(`${companyPath(companyId)}/logo`, { method: 'DELETE' });
}

/** The companies the member manages or recruits for, with their teams (the Posted tab's Companies). */
export const myCompaniesQuery = () => queryOptions({ queryKey: companiesKey(), queryFn: ({ signal }) => getMyCompanies(signal) });

export function useMyCompanies() {
  return useQuery(myCompaniesQuery());
}

/** Shows the company as the server answered, then refreshes every jobs answer (cards show the logo). */
export function showCompany(queryClient: QueryClient, company: Company) {
  queryClient.setQueryData<MyCompanies>(companiesKey(), (data) =>
    data ? { items: data.items.map((c) => (c.id === company.id ? company : c)) } : data,
  );
  return queryClient.invalidateQueries({ queryKey: jobsKeys.all });
}

export function useUpdateDetails() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDetails, onSuccess: (company) => showCompany(queryClient, company) });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadLogo, onSuccess: (company) => showCompany(queryClient, company) });
}

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeLogo, onSuccess: (company) => showCompany(queryClient, company) });
}
