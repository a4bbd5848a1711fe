import type { BlockedMembersResponse, PrivacyResponse, PrivacySettings, PrivacyUpdate } from '@skilllink/contracts/privacy';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const privacyKey = ['settings', 'privacy'] as const;
const blockedKey = ['settings', 'blocked'] as const;

export function usePrivacy() {
  return useQuery(
    queryOptions({
      queryKey: privacyKey,
      queryFn: async ({ signal }) => (await api<PrivacyResponse>('/api/v1/account/privacy', { signal })).privacy,
    }),
  );
}

export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PrivacyUpdate) => (await api<PrivacyResponse>('/api/v1/account/privacy', { method: 'PATCH', body })).privacy,
    onSuccess: (privacy: PrivacySettings) => queryClient.setQueryData(privacyKey, privacy),
  });
}

export function useBlockedMembers() {
  return useQuery(
    queryOptions({
      queryKey: blockedKey,
      queryFn: async ({ signal }) => (await api<BlockedMembersResponse>('/api/v1/account/blocks', { signal })).blocked,
    }),
  );
}

export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => api<null>(`/api/v1/account/blocks/${encodeURIComponent(memberId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blockedKey }),
  });
}
