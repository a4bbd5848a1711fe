import type { NotificationPreferenceKey, NotificationPreferences } from '@skilllink/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationsKeys } from './keys';

export function updatePreferences(body: NotificationPreferences): Promise<NotificationPreferences> {
  return api<NotificationPreferences>('/api/v1/notifications/preferences', { method: 'PUT', body });
}

type Change = { key: NotificationPreferenceKey; enabled: boolean };

/**
 * A switch moves at once; saves go one at a time, in order, each sending every switch as the
 * screen shows it then (PUT), so two quick changes never race. A failed save puts only its own
 * switch back; the last answer becomes the truth.
 */
export function useUpdatePreferences(callbacks: { onSaved: () => void; onFailure: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  const queryKey = notificationsKeys.preferences();
  const mutationKey = [...queryKey, 'save'];
  const set = ({ key, enabled }: Change) =>
    queryClient.setQueryData<NotificationPreferences>(queryKey, (data) => (data ? { types: { ...data.types, [key]: enabled } } : data));

  const mutation = useMutation({
    mutationKey,
    scope: { id: 'notification-preferences' },
    mutationFn: async (_change: Change) => {
      const current = queryClient.getQueryData<NotificationPreferences>(queryKey);
      if (!current) throw new Error('Preferences are not loaded');
      return updatePreferences(current);
    },
    onSuccess: (saved) => {
      // A later change still on its way keeps its switch where the member put it.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(queryKey, saved);
      callbacks.onSaved();
    },
    onError: (error, change) => {
      set({ key: change.key, enabled: !change.enabled });
      callbacks.onFailure(error);
    },
  });

  return {
    change(change: Change) {
      void queryClient.cancelQueries({ queryKey });
      set(change);
      mutation.mutate(change);
    },
  };
}
