import { preferenceKeyOf } from '@skilllink/contracts/notifications';
import type { DB } from '../db/database.js';
import { toBool } from '../db/database.js';
import { prepared } from '../db/prepared.js';
import type { NotificationType } from '../db/schema.js';

/**
 * Whether the member wants this kind of notification (their notification preferences, ADR 013).
 * A switch never set is on; `system` has no switch and is always wanted.
 */
const preferenceQuery = prepared((db, userId: string, key: string) =>
  db.selectFrom('notificationPreference').select('enabled').where('userId', '=', userId).where('type', '=', key),
);

export async function wantsNotification(db: DB, userId: string, type: NotificationType): Promise<boolean> {
  const key = preferenceKeyOf(type);
  if (!key) return true;
  const [row] = (await preferenceQuery(db, userId, key)).rows;
  return row ? toBool(row.enabled) : true;
}
