import type { LoginRequest, LoginResponse } from '@skilllink/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionQueryKey } from './get-session';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return api<LoginResponse>('/api/v1/auth/login', { method: 'POST', body });
}

/**
 * On success the session cache holds the member, which is what the route guards read; with
 * two-step sign-in on there is no member yet (`secondStep`): the form goes on to ask for the code.
 */
export function useLogin({ onLinked }: { onLinked?: (provider: 'google' | 'linkedin') => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      // Told before the session lands: the form leaves the page as soon as it does (ADR 064).
      if ('linked' in answer && answer.linked) onLinked?.(answer.linked);
      if ('user' in answer) queryClient.setQueryData(sessionQueryKey, answer.user);
    },
  });
}
