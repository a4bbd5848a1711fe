import type { NotificationsPage } from '@skilllink/contracts/notifications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pageSize } from '../../../lib/data-saver';
import { notificationsKeys, type NotificationFilter } from './keys';

/** The panel shows at most ten; the page loads ten more at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export function getNotifications(filter: NotificationFilter, before: string | null, signal?: AbortSignal): Promise<NotificationsPage> {
  const query = new URLSearchParams({ limit: String(pageSize(NOTIFICATIONS_PAGE_SIZE)) });
  if (before) query.set('before', before);
  if (filter === 'unread') query.set('unread', 'true');
  return api<NotificationsPage>(`/api/v1/notifications?${query}`, { signal });
}

/**
 * The member's notifications, newest first, ten a page (the panel shows at most ten, so the
 * bell's panel is the first page of "all"); each page carries the unread count.
 */
export const notificationsQuery = (filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationsKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getNotifications(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery(notificationsQuery(filter));
}
