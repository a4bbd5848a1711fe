import type { DB } from '../db/database.js';
import type { NotificationType } from '../db/schema.js';
import { newId } from './ids.js';
import { wantsNotification } from './notification-preferences.js';

/**
 * Stores a notification for a member when something happens to them (a request received, a
 * request accepted, a profile viewed…). Every area calls this one function, inside the
 * transaction of the event when it has one, so a notification never outlives a rolled-back
 * change. (The realtime push of `notification.created` hooks in here with issue 4's channel.)
 */
export async function notify(
  db: DB,
  n: { userId: string; type: NotificationType; title: string; message: string; data?: Record<string, string> },
): Promise<string | null> {
  // A kind the member turned off is not stored (nor pushed): null, nothing happened.
  if (!(await wantsNotification(db, n.userId, n.type))) return null;
  const id = newId();
  await db
    .insertInto('notification')
    .values({
      id,
      userId: n.userId,
      type: n.type,
      title: n.title,
      message: n.message,
      data: JSON.stringify(n.data ?? {}),
      createdAt: new Date().toISOString(),
    })
    .execute();
  return id;
}
