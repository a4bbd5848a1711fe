import type { CertificatesPage } from '@skilllink/contracts/certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Completing a course (the courses area) invalidates this key so a new certificate shows at once. */
export const certificatesQueryKey = ['certificates'] as const;

export function getCertificates(signal?: AbortSignal): Promise<CertificatesPage> {
  return api<CertificatesPage>('/api/v1/certificates', { signal });
}

/** The member's certificates, newest first. */
export const certificatesQuery = () =>
  queryOptions({
    queryKey: certificatesQueryKey,
    queryFn: ({ signal }) => getCertificates(signal),
  });

export function useCertificates() {
  return useQuery(certificatesQuery());
}
