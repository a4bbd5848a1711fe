import type { LoginResponse, SignInWithLinkRequest } from '@skilllink/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionQueryKey } from './get-session';

export function signInWithLink(body: SignInWithLinkRequest): Promise<LoginResponse> {
  return api<LoginResponse>('/api/v1/auth/sign-in-link/use', { method: 'POST', body });
}

/** On success the session cache holds the member (unless two-step sign-in asks for a code first). */
export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithLink,
    onSuccess: (answer) => {
      if ('user' in answer) queryClient.setQueryData(sessionQueryKey, answer.user);
    },
  });
}
