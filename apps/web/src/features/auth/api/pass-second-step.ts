import type { SecondStepRequest, SignedInResponse } from '@skilllink/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionQueryKey } from './get-session';

/** The code of two-step sign-in; the server reads which sign-in it finishes from its own cookie. */
export function passSecondStep(body: SecondStepRequest): Promise<SignedInResponse> {
  return api<SignedInResponse>('/api/v1/auth/two-step', { method: 'POST', body });
}

/** On success the session cache holds the member, which is what the route guards read. */
export function usePassSecondStep({ onLinked }: { onLinked?: (provider: 'google' | 'linkedin') => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: passSecondStep,
    onSuccess: ({ user, linked }) => {
      // The password before this code also linked the provider the member came from (ADR 064).
      if (linked) onLinked?.(linked);
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
