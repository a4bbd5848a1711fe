import type { UnreadCount } from '@skilllink/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationsKeys, setUnreadCount } from './keys';
import { useOptimisticLists } from './optimistic';

export function markAllRead(): Promise<UnreadCount> {
  return api<UnreadCount>('/api/v1/notifications/read-all', { method: 'POST' });
}

/** Every dot goes and the badge hides at once; the Unread list is then asked again (now empty). */
export function useMarkAllRead(onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const optimistic = useOptimisticLists();
  return useMutation({
    mutationFn: markAllRead,
    onMutate: () =>
      optimistic.apply((data) => ({
        ...data,
        pages: data.pages.map((page) => ({ ...page, unreadCount: 0, items: page.items.map((n) => ({ ...n, isRead: true })) })),
      })),
    onSuccess: ({ unreadCount }) => {
      setUnreadCount(queryClient, unreadCount);
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.list('unread') });
    },
    onError: (error, _vars, snapshot) => {
      optimistic.rollback(snapshot);
      onFailure(error);
    },
  });
}
