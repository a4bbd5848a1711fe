import type { ReferralHistoryPage } from '@skilllink/contracts/referrals';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { referralsKeys, referralsPath } from './keys';

export function getReferralHistory(before: string, signal?: AbortSignal): Promise<ReferralHistoryPage> {
  return api<ReferralHistoryPage>(`${referralsPath}/history?before=${encodeURIComponent(before)}`, { signal });
}

/** The history after the overview's first page, from its `nextCursor` on ("Show more"). */
export const referralHistoryQuery = (start: string) =>
  infiniteQueryOptions({
    queryKey: referralsKeys.history(start),
    queryFn: ({ pageParam, signal }) => getReferralHistory(pageParam, signal),
    initialPageParam: start,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Nothing is asked until the member wants more (`enabled`). */
export function useReferralHistory(start: string | null, enabled: boolean) {
  return useInfiniteQuery({ ...referralHistoryQuery(start ?? ''), enabled: enabled && start !== null });
}
