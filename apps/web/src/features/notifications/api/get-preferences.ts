import type { NotificationPreferences } from '@skilllink/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationsKeys } from './keys';

export function getPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return api<NotificationPreferences>('/api/v1/notifications/preferences', { signal });
}

/** Which kinds of notification the member wants (all on until they choose). */
export const preferencesQuery = () =>
  queryOptions({ queryKey: notificationsKeys.preferences(), queryFn: ({ signal }) => getPreferences(signal) });

export function usePreferences() {
  return useQuery(preferencesQuery());
}
