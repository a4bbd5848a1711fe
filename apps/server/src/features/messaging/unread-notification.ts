import type { DB } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import { wantsNotification } from '../../platform/notification-preferences.js';
import { queueForMail } from '../../platform/notification-mail-queue.js';
import { queueForPush } from '../../platform/notification-push-queue.js';
import { countUnread, notify, typedNotification } from '../../platform/notifications.js';
import { recordEvent } from '../../platform/realtime/event-store.js';

/** What the combined notification says for a total (one notification carries the whole unread total, not one per message). */
export function messagesNotificationText(total: number) {
  return { kind: 'messages.unread' as const, params: { count: total } };
}

// The two statements every message runs for its recipient, compiled once (db/prepared.ts).
const existingQuery = prepared((db, userId: string) =>
  db.selectFrom('notification').select(['id', 'params']).where('userId', '=', userId).where('type', '=', 'messages'),
);
const renewQuery = prepared((db, id: string, kind: string, params: string, createdAt: string, data: string) =>
  db.updateTable('notification').set({ kind, params, title: '', message: '', isRead: false, createdAt, data }).where('id', '=', id),
);

/**
 * Keeps the member's one `messages` notification in step with their unread message total, in
 * the caller's transaction. A new message (`arrived`) makes it new and unread again and pushes
 * it (`notification.created`, same id); reading only rewrites its text; at 0 it is deleted.
 * Returns 'changed' when the caller must tell the member's tabs (`notifications.changed`)
 * after the commit.
 */
export async function syncMessagesNotification(
  db: DB,
  userId: string,
  total: number,
  arrived: boolean,
): Promise<'pushed' | 'changed' | 'none'> {
  const existing = (await existingQuery(db, userId)).rows;
  // Reading (or sending) never creates the notification: with none there is nothing to rewrite.
  if (!arrived && existing.length === 0) return 'none';
  if (total === 0 || !(await wantsNotification(db, userId, 'messages'))) {
    if (existing.length === 0) return 'none';
    await db.deleteFrom('notification').where('userId', '=', userId).where('type', '=', 'messages').execute();
    return 'changed';
  }
  const text = messagesNotificationText(total);
  const data = { path: '/app/messages' };
  const [keep] = existing;
  if (!keep) {
    await notify(db, { userId, type: 'messages', ...text, data });
    return 'pushed';
  }
  if (!arrived) {
    // The sender of a message usually has the same total as before: nothing to rewrite.
    if (keep.params === stored(text).params) return 'none';
    await db.updateTable('notification').set(stored(text)).where('id', '=', keep.id).execute();
    return 'changed';
  }
  const createdAt = new Date().toISOString();
  await renewQuery(db, keep.id, text.kind, stored(text).params, createdAt, JSON.stringify(data));
  // Unread again: in line for an e-mail and a push again if the last ones already went (ADR 065, 066).
  await queueForMail(db, { notificationId: keep.id, userId, type: 'messages', kind: text.kind, at: createdAt });
  await queueForPush(db, { notificationId: keep.id, userId, type: 'messages', at: createdAt });
  const notification = typedNotification({ id: keep.id, type: 'messages', ...text, data, isRead: false, createdAt });
  await recordEvent(db, userId, { type: 'notification.created', notification, unreadCount: await countUnread(db, userId) });
  return 'pushed';
}

/** The row's columns for a text; an old row rewritten here loses its English fallback. */
const stored = (text: ReturnType<typeof messagesNotificationText>) => ({
  kind: text.kind,
  params: JSON.stringify(text.params),
  title: '',
  message: '',
});
