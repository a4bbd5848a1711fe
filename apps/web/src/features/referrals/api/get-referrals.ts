import type { ReferralsOverview } from '@skilllink/contracts/referrals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { referralsKeys, referralsPath } from './keys';

export function getReferrals(signal?: AbortSignal): Promise<ReferralsOverview> {
  return api<ReferralsOverview>(referralsPath, { signal });
}

/** Code, link, stats, points, the first page of history and the latest ledger entries. */
export const referralsQuery = () =>
  queryOptions({
    queryKey: referralsKeys.overview(),
    queryFn: ({ signal }) => getReferrals(signal),
  });

export function useReferrals() {
  return useQuery(referralsQuery());
}
