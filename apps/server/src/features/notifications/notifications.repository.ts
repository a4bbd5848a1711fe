import type { DB } from '../../db/database.js';

/** A member's notifications, newest first (ids are time-sortable), from a cursor. */
export function listNotifications(db: DB, userId: string, opts: { before?: string; limit: number; unreadOnly: boolean }) {
  let query = db
    .selectFrom('notification')
    .select(['id', 'type', 'kind', 'params', 'title', 'message', 'data', 'isRead', 'createdAt'])
    .where('userId', '=', userId);
  if (opts.before) query = query.where('id', '<', opts.before);
  if (opts.unreadOnly) query = query.where('isRead', '=', false);
  return query
    .orderBy('id', 'desc')
    .limit(opts.limit + 1)
    .execute();
}

export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

// One count for the badge, shared with notify() (which sends it with every pushed notification).
export { countUnread } from '../../platform/notifications.js';

/** Only the member's own rows change: another member's id matches nothing. Returns rows touched. */
export async function markRead(db: DB, userId: string, id?: string): Promise<number> {
  let query = db.updateTable('notification').set({ isRead: true }).where('userId', '=', userId).where('isRead', '=', false);
  if (id) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function ownsNotification(db: DB, userId: string, id: string): Promise<boolean> {
  const row = await db.selectFrom('notification').select('id').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function deleteNotification(db: DB, userId: string, id: string): Promise<number> {
  const result = await db.deleteFrom('notification').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
