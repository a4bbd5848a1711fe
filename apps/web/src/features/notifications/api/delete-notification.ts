import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateNotifications } from './keys';
import { useOptimisticLists } from './optimistic';

export function deleteNotification(id: string): Promise<void> {
  return api<void>(`/api/v1/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Takes it off every list at once (and off the badge if it was unread); a failure puts it back.
 * The lists are then asked again, so the panel fills back up to ten.
 */
export function useDeleteNotification(onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const optimistic = useOptimisticLists();
  return useMutation({
    mutationFn: deleteNotification,
    onMutate: (id: string) =>
      optimistic.apply((data) => {
        const wasUnread = data.pages.some((page) => page.items.some((n) => n.id === id && !n.isRead));
        return {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            unreadCount: wasUnread ? Math.max(0, page.unreadCount - 1) : page.unreadCount,
            items: page.items.filter((n) => n.id !== id),
          })),
        };
      }),
    onSuccess: () => invalidateNotifications(queryClient),
    onError: (error, _id, snapshot) => {
      optimistic.rollback(snapshot);
      onFailure(error);
    },
  });
}
