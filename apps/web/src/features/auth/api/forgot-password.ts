import type { ForgotPasswordRequest } from '@skilllink/contracts/auth';
import type { MessageResponse } from '@skilllink/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return api<MessageResponse>('/api/v1/auth/forgot-password', { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
