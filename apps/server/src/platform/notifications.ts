import type { Notification, NotificationKind, NotificationTextParams } from '@skilllink/contracts/notifications';
import type { DB } from '../db/database.js';
import { prepared } from '../db/prepared.js';
import type { NotificationType } from '../db/schema.js';
import { newId } from './ids.js';
import { recordEvent } from './realtime/event-store.js';
import { wantsNotification } from './notification-preferences.js';
import { queueForMail } from './notification-mail-queue.js';
import { queueForPush } from './notification-push-queue.js';

/** What a notification says: a kind and its parameters, worded in the reader's language (ADR 033). */
export interface NotificationText {
  kind: NotificationKind;
  params: NotificationTextParams;
}

/** The API's Notification for a row written from a kind (new rows carry no fallback text). */
export function typedNotification(
  n: { id: string; type: NotificationType; data: Record<string, string>; isRead: boolean; createdAt: string } & NotificationText,
): Notification {
  return { id: n.id, type: n.type, kind: n.kind, params: n.params, fallback: null, data: n.data, isRead: n.isRead, createdAt: n.createdAt };
}

/**
 * Stores a notification for a member when something happens to them (a request received, a
 * request accepted, a profile viewed…). Every area calls this one function, inside the
 * transaction of the event when it has one, so a notification never outlives a rolled-back
 * change. It stores what happened (kind + params), never a sentence: the reader's app words it.
 */
export async function notify(
  db: DB,
  n: { userId: string; type: NotificationType; data?: Record<string, string> } & NotificationText,
): Promise<string | null> {
  // A kind the member turned off is not stored (nor pushed): null, nothing happened.
  if (!(await wantsNotification(db, n.userId, n.type))) return null;
  const id = newId();
  const createdAt = new Date().toISOString();
  const data = n.data ?? {};
  await db
    .insertInto('notification')
    .values({
      id,
      userId: n.userId,
      type: n.type,
      kind: n.kind,
      params: JSON.stringify(n.params),
      title: '',
      message: '',
      data: JSON.stringify(data),
      createdAt,
    })
    .execute();
  await queueForMail(db, { notificationId: id, userId: n.userId, type: n.type, kind: n.kind, at: createdAt });
  await queueForPush(db, { notificationId: id, userId: n.userId, type: n.type, at: createdAt });
  // Pushed to the member's open tabs when the caller announces the change (memberChanged), and
  // replayed to a tab that reconnects later; both only if this transaction commits.
  const notification = typedNotification({ id, type: n.type, kind: n.kind, params: n.params, data, isRead: false, createdAt });
  await recordEvent(db, n.userId, { type: 'notification.created', notification, unreadCount: await countUnread(db, n.userId) });
  return id;
}

const unreadQuery = prepared((db, userId: string) =>
  db
    .selectFrom('notification')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .where('isRead', '=', false),
);

/** The member's unread notifications: the bell's badge. */
export async function countUnread(db: DB, userId: string): Promise<number> {
  return Number((await unreadQuery(db, userId)).rows[0]!.n);
}
