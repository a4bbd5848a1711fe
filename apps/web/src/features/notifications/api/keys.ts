import type { Notification, NotificationsPage } from '@skilllink/contracts/notifications';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** "all" feeds both the bell's panel (its first page) and the page's All filter. */
export type NotificationFilter = 'all' | 'unread';
export type NotificationPages = InfiniteData<NotificationsPage, string | null>;

/**
 * Every notifications query lives under ['notifications', …]. app/ uses the helpers below when
 * a pushed `notification.created` (or a reconnect) arrives; nothing here polls.
 */
export const notificationsKeys = {
  all: ['notifications'] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
  preferences: () => ['notifications', 'preferences'] as const,
};

/** Rewrites every cached list (both filters, every loaded page) at once. */
export function updateLists(queryClient: QueryClient, change: (data: NotificationPages, filter: NotificationFilter) => NotificationPages) {
  for (const filter of ['all', 'unread'] as const) {
    queryClient.setQueryData<NotificationPages>(notificationsKeys.list(filter), (data) => (data ? change(data, filter) : data));
  }
}

const withCount = (data: NotificationPages, unreadCount: number): NotificationPages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, unreadCount })),
});

/** The badge's number (it is carried by every page of the lists). */
export function setUnreadCount(queryClient: QueryClient, unreadCount: number): void {
  updateLists(queryClient, (data) => withCount(data, Math.max(0, unreadCount)));
}

/** The unread count the bell shows, from the cache (undefined before the first answer). */
export function cachedUnreadCount(queryClient: QueryClient): number | undefined {
  return queryClient.getQueryData<NotificationPages>(notificationsKeys.list('all'))?.pages[0]?.unreadCount;
}

/**
 * A notification that just happened (pushed by the server): it goes on top of the first page of
 * each cached list, once — a notification already there (by id) is not added again — and the
 * badge shows `unreadCount`, the server's count after it.
 */
export function addNotification(queryClient: QueryClient, notification: Notification, unreadCount: number): void {
  updateLists(queryClient, (data, filter) => {
    const known = data.pages.some((page) => page.items.some((item) => item.id === notification.id));
    const fits = filter === 'all' || !notification.isRead;
    const pages =
      known || !fits || data.pages.length === 0
        ? data.pages
        : [{ ...data.pages[0]!, items: [notification, ...data.pages[0]!.items] }, ...data.pages.slice(1)];
    return withCount({ ...data, pages }, unreadCount);
  });
}

/** Refetches every list and the badge (after a reconnect, when pushed events may have been missed). */
export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationsKeys.lists() });
}
