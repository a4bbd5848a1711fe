import type { ResetPasswordRequest } from '@skilllink/contracts/auth';
import type { MessageResponse } from '@skilllink/contracts/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/api/v1/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** Whether the link can still be used: the page asks before showing the form. */
export function checkResetLink(token: string): Promise<MessageResponse> {
  return api<MessageResponse>('/api/v1/auth/reset-password/check', { method: 'POST', body: { token } });
}

export function useResetLinkCheck(token: string | null) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => checkResetLink(token!),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}
