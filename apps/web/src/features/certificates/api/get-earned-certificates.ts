import type { EarnedCertificatesPage } from '@skilllink/contracts/certificates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { certificatesQueryKey } from './get-certificates';

/** Under ['certificates'], so completing a course refreshes a profile's list with the member's own. */
export const earnedCertificatesQuery = (memberId: string) =>
  queryOptions({
    queryKey: [...certificatesQueryKey, 'earned', memberId],
    queryFn: ({ signal }) => api<EarnedCertificatesPage>(`/api/v1/profiles/${encodeURIComponent(memberId)}/certificates`, { signal }),
  });

export function useEarnedCertificates(memberId: string | undefined) {
  return useQuery({ ...earnedCertificatesQuery(memberId ?? ''), enabled: Boolean(memberId) });
}
