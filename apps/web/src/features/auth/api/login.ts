import type { LoginRequest, UserResponse } from '@skilllink/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionQueryKey } from './get-session';

export function login(body: LoginRequest): Promise<UserResponse> {
  return api<UserResponse>('/api/v1/auth/login', { method: 'POST', body });
}

/** On success the session cache holds the member, which is what the route guards read. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
