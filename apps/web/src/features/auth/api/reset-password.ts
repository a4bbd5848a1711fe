import type { ResetPasswordRequest } from '@skilllink/contracts/auth';
import type { MessageResponse } from '@skilllink/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/api/v1/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
