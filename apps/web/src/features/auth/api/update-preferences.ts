import type { PreferencesRequest, UserResponse } from '@skilllink/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionQueryKey } from './get-session';

export function updatePreferences(body: PreferencesRequest): Promise<UserResponse> {
  return api<UserResponse>('/api/v1/session/preferences', { method: 'PATCH', body });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
