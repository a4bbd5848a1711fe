import type { SignInWithLinkRequest, UserResponse } from '@skilllink/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionQueryKey } from './get-session';

export function signInWithLink(body: SignInWithLinkRequest): Promise<UserResponse> {
  return api<UserResponse>('/api/v1/auth/sign-in-link/use', { method: 'POST', body });
}

/** On success the session cache holds the member, which is what the route guards read. */
export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithLink,
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
