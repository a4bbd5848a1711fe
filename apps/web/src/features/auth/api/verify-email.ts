import type { User, UserResponse, VerifyEmailRequest } from '@skilllink/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionQueryKey } from './get-session';

export function verifyEmail(body: VerifyEmailRequest): Promise<UserResponse> {
  return api<UserResponse>('/api/v1/auth/verify-email', { method: 'POST', body });
}

/** Verifying never signs anyone in; it only refreshes the member if they are the one signed in. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: ({ user }) =>
      queryClient.setQueryData<User | null>(sessionQueryKey, (current) => (current && current.id === user.id ? user : current)),
  });
}
