import type { Notification, NotificationsPage } from '@skilllink/contracts/notifications';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

/**
 * A notification, newest for i = 0 (ids sort like the server's time-ordered ones). `title` and
 * `message` make an old-style one (no kind, its text as the fallback); pass `kind` and `params`
 * for one the app words itself.
 */
export function notification(i: number, overrides: Partial<Notification> & { title?: string; message?: string } = {}): Notification {
  const { title = `Title ${i}`, message = `Message ${i}`, ...rest } = overrides;
  return {
    id: `01900000-0000-7000-8000-${String(1000 - i).padStart(12, '0')}`,
    type: 'system',
    kind: null,
    params: {},
    fallback: rest.kind ? null : { title, message },
    data: {},
    isRead: false,
    createdAt: minutesAgo(i * 5),
    ...rest,
  };
}

export function page(
  items: Notification[],
  unreadCount = items.filter((n) => !n.isRead).length,
  nextCursor: string | null = null,
): NotificationsPage {
  return { items, nextCursor, unreadCount };
}
