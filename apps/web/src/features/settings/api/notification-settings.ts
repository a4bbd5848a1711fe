import type { NotificationSettings } from '@skilllink/contracts/notification-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const settingsKey = ['settings', 'notifications'] as const;

/** In-app and e-mail switches per kind, the e-mail summary and quiet hours (ADR 065). */
export const notificationSettingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: ({ signal }) => api<NotificationSettings>('/api/v1/notifications/settings', { signal }),
});

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery);
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => api<NotificationSettings>('/api/v1/notifications/settings', { method: 'PUT', body }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
