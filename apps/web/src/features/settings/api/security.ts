import type { ActiveSessionsResponse, EndedSessionsResponse, SignInHistoryResponse } from '@skilllink/contracts/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const sessionsKey = ['settings', 'sessions'] as const;
const signInsKey = ['settings', 'sign-ins'] as const;

export function useActiveSessions() {
  return useQuery(
    queryOptions({
      queryKey: sessionsKey,
      queryFn: async ({ signal }) => (await api<ActiveSessionsResponse>('/api/v1/account/sessions', { signal })).sessions,
    }),
  );
}

export function useSignInHistory() {
  return useQuery(
    queryOptions({
      queryKey: signInsKey,
      queryFn: async ({ signal }) => (await api<SignInHistoryResponse>('/api/v1/account/sign-ins', { signal })).events,
    }),
  );
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/v1/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    // Ended or already gone (404): either way the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<EndedSessionsResponse>('/api/v1/account/sessions/end-others', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
