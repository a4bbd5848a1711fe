import type { UnreadCount } from '@skilllink/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useOptimisticLists } from './optimistic';
import { setUnreadCount } from './keys';

export function markRead(id: string): Promise<UnreadCount> {
  return api<UnreadCount>(`/api/v1/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

/**
 * Marks one read at once on screen (dot gone, badge down), then on the server; a failure puts
 * the lists back. The answer's count settles the badge. Callbacks live here, not in mutate(),
 * so they still run after a click navigated away and the panel unmounted.
 */
export function useMarkRead(onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const optimistic = useOptimisticLists();
  return useMutation({
    mutationFn: markRead,
    onMutate: (id: string) =>
      optimistic.apply((data) => {
        const wasUnread = data.pages.some((page) => page.items.some((n) => n.id === id && !n.isRead));
        const pages = data.pages.map((page) => ({
          ...page,
          unreadCount: wasUnread ? Math.max(0, page.unreadCount - 1) : page.unreadCount,
          items: page.items.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
        }));
        return { ...data, pages };
      }),
    onSuccess: ({ unreadCount }) => setUnreadCount(queryClient, unreadCount),
    onError: (error, _id, snapshot) => {
      optimistic.rollback(snapshot);
      onFailure(error);
    },
  });
}
