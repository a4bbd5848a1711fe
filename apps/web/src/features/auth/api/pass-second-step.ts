import type { SecondStepRequest, UserResponse } from '@skilllink/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionQueryKey } from './get-session';

/** The code of two-step sign-in; the server reads which sign-in it finishes from its own cookie. */
export function passSecondStep(body: SecondStepRequest): Promise<UserResponse> {
  return api<UserResponse>('/api/v1/auth/two-step', { method: 'POST', body });
}

/** On success the session cache holds the member, which is what the route guards read. */
export function usePassSecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: passSecondStep,
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
