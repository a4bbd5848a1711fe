import type { PushDevice, PushDevicesResponse, PushKey, PushSubscriptionInput, PushTestResponse } from '@skilllink/contracts/web-push';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const devicesKey = ['settings', 'push', 'devices'] as const;

/** The server's VAPID public key; it changes only when an operator replaces it (ADR 066). */
export const pushKeyQuery = queryOptions({
  queryKey: ['settings', 'push', 'key'] as const,
  queryFn: async ({ signal }) => (await api<PushKey>('/api/v1/push/key', { signal })).publicKey,
  staleTime: Infinity,
});

/** The browsers the member turned push on in, this one among them when it is on here. */
export const pushDevicesQuery = queryOptions({
  queryKey: devicesKey,
  queryFn: async ({ signal }) => (await api<PushDevicesResponse>('/api/v1/push/devices', { signal })).devices,
});

export function usePushDevices() {
  return useQuery(pushDevicesQuery);
}

/** Hands the server this browser's subscription (an upsert by endpoint, tied to this session). */
export function useAddPushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSubscriptionInput) => api<PushDevice>('/api/v1/push/devices', { method: 'POST', body }),
    // Returned, so the caller's mutateAsync resolves once the list shows the device.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/v1/push/devices/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    // Removed or already gone (404): either way the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}

/** Sends a test push to every device of the member's; rate-limited (429). */
export function useSendTestPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<PushTestResponse>('/api/v1/push/test', { method: 'POST' }),
    // The devices' lastPushedAt moved on.
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
