import { z } from 'zod';
import { cursorQuery } from './common.js';

/** Spec 001 §3 Notification; "messages" is the combined unread-messages notification. */
export const NotificationType = z.enum([
  'connection_request',
  'connection_accepted',
  'message',
  'messages',
  'profile_view',
  'system',
  'achievement',
  'other',
]);
export type NotificationType = z.infer<typeof NotificationType>;

export const Notification = z.object({
  id: z.string(),
  type: NotificationType,
  title: z.string(),
  message: z.string(),
  /** What it is about, e.g. { memberId }; used to navigate on click. */
  data: z.record(z.string(), z.string()),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NOTIFICATIONS_PAGE_DEFAULT = 10;
export const NOTIFICATIONS_PAGE_MAX = 50;

/** `?before=<nextCursor>&limit=&unread=true`; the cursor is opaque to clients. */
export const NotificationsQuery = cursorQuery(NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_PAGE_MAX).extend({
  unread: z
    .enum(['true', 'false'], 'Unread must be true or false')
    .default('false')
    .transform((v) => v === 'true'),
});
export type NotificationsQuery = z.input<typeof NotificationsQuery>;

export const NotificationsPage = z.object({
  items: z.array(Notification),
  nextCursor: z.string().nullable(),
  /** All of the member's unread notifications, for the bell's badge. */
  unreadCount: z.number().int(),
});
export type NotificationsPage = z.infer<typeof NotificationsPage>;

export const UnreadCount = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const NotificationParams = z.object({ id: z.string().min(1).max(64) });
