import type { ReferralInvitationRequest, ReferralInvitationResponse } from '@skilllink/contracts/referrals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { invalidateReferrals, referralsPath } from './keys';

/** "Send Direct Invitation": 201 with the new pending referral; 400/409/429 with the reason in the reader's language. */
export function sendInvitation(body: ReferralInvitationRequest): Promise<ReferralInvitationResponse> {
  return api<ReferralInvitationResponse>(`${referralsPath}/invitations`, { method: 'POST', body });
}

export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitation,
    // Stats, history and the invitations left today all change.
    onSuccess: () => invalidateReferrals(queryClient),
    // Refused for today's limit: the count on screen was behind, so read it again.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'referral_daily_limit') void invalidateReferrals(queryClient);
    },
  });
}
