import type { HighlightResponse, ReferralsOverview } from '@skilllink/contracts/referrals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateReferrals, referralsKeys, referralsPath } from './keys';

/** Spends HIGHLIGHT_COST points on a profile highlight; 409 points_insufficient when the balance is short. */
export function redeemHighlight(): Promise<HighlightResponse> {
  return api<HighlightResponse>(`${referralsPath}/highlight`, { method: 'POST' });
}

export function useRedeemHighlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemHighlight,
    onSuccess: (answer) => {
      // The new balance and end date at once; the ledger's new line comes with the refetch.
      queryClient.setQueryData<ReferralsOverview>(referralsKeys.overview(), (old) => old && { ...old, ...answer });
      return invalidateReferrals(queryClient);
    },
  });
}
