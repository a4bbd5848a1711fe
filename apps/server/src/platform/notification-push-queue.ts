import { preferenceKeyOf, type NotificationType } from '@skilllink/contracts/notifications';
import { toBool, type DB } from '../db/database.js';
import { prepared } from '../db/prepared.js';

// Most members have no push device: one indexed look-up answers that on every notification.
const hasDeviceQuery = prepared((db, userId: string) =>
  db.selectFrom('pushSubscription').select('id').where('userId', '=', userId).limit(1),
);
const switchQuery = prepared((db, userId: string, key: string) =>
  db.selectFrom('notificationPushPreference').select('enabled').where('userId', '=', userId).where('type', '=', key),
);

/** Whether the member wants pushes about this kind (a switch never set is on; `system` is never pushed). */
export async function wantsPush(db: DB, userId: string, type: NotificationType): Promise<boolean> {
  const key = preferenceKeyOf(type);
  if (!key) return false;
  const [row] = (await switchQuery(db, userId, key)).rows;
  return row ? toBool(row.enabled) : true;
}

/**
 * Puts a stored notification in line for a push, in the caller's transaction (ADR 066): only
 * when the member has a device to push to and wants this kind. What the push says is read from
 * the notification when it goes out, so a renewed unread-messages count is pushed once, newest.
 */
export async function queueForPush(db: DB, n: { notificationId: string; userId: string; type: NotificationType; at: string }) {
  if ((await hasDeviceQuery(db, n.userId)).rows.length === 0 || !(await wantsPush(db, n.userId, n.type))) return;
  await db
    .insertInto('pushQueue')
    .values({ notificationId: n.notificationId, userId: n.userId, createdAt: n.at })
    .onConflict((oc) => oc.column('notificationId').doNothing())
    .execute();
}
