import type { MessageResponse } from '@skilllink/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function resendVerification(): Promise<MessageResponse> {
  return api<MessageResponse>('/api/v1/auth/resend-verification', { method: 'POST' });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
