import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notification, page } from '../test-fixtures';
import { addNotification, cachedUnreadCount, notificationsKeys, setUnreadCount, type NotificationPages } from './keys';

function cached(pagesAll: ReturnType<typeof page>[], pagesUnread?: ReturnType<typeof page>[]) {
  const queryClient = new QueryClient();
  const wrap = (pages: ReturnType<typeof page>[]): NotificationPages => ({ pages, pageParams: pages.map(() => null) });
  queryClient.setQueryData(notificationsKeys.list('all'), wrap(pagesAll));
  if (pagesUnread) queryClient.setQueryData(notificationsKeys.list('unread'), wrap(pagesUnread));
  return queryClient;
}

const titles = (queryClient: QueryClient, filter: 'all' | 'unread') =>
  queryClient.getQueryData<NotificationPages>(notificationsKeys.list(filter))?.pages.map((p) => p.items.map((n) => n.fallback?.title));

describe('notification cache helpers (for pushed events)', () => {
  it('addNotification puts a new one on top of the first page of each list and sets the badge', () => {
    const queryClient = cached([page([notification(1)], 1), page([notification(2)], 1)], [page([notification(1)], 1)]);
    addNotification(queryClient, notification(0, { title: 'New' }), 2);
    expect(titles(queryClient, 'all')).toEqual([['New', 'Title 1'], ['Title 2']]);
    expect(titles(queryClient, 'unread')).toEqual([['New', 'Title 1']]);
    expect(cachedUnreadCount(queryClient)).toBe(2);
  });

  it('never adds the same notification twice (a replay after reconnect)', () => {
    const queryClient = cached([page([notification(1)], 1)]);
    addNotification(queryClient, notification(0), 2);
    addNotification(queryClient, notification(0), 2);
    expect(titles(queryClient, 'all')).toEqual([['Title 0', 'Title 1']]);
  });

  it('leaves lists nobody loaded alone, and keeps read ones out of Unread', () => {
    const queryClient = cached([page([], 0)], [page([], 0)]);
    addNotification(queryClient, notification(0, { isRead: true }), 0);
    expect(titles(queryClient, 'all')).toEqual([['Title 0']]);
    expect(titles(queryClient, 'unread')).toEqual([[]]);
    const empty = new QueryClient();
    addNotification(empty, notification(0), 1);
    expect(empty.getQueryData(notificationsKeys.list('all'))).toBeUndefined();
  });

  it('setUnreadCount sets the badge on every page, never below zero', () => {
    const queryClient = cached([page([notification(1)], 4), page([], 4)]);
    setUnreadCount(queryClient, 9);
    expect(queryClient.getQueryData<NotificationPages>(notificationsKeys.list('all'))?.pages.map((p) => p.unreadCount)).toEqual([9, 9]);
    setUnreadCount(queryClient, -3);
    expect(cachedUnreadCount(queryClient)).toBe(0);
  });
});
