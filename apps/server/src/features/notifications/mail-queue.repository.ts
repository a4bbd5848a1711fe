import { toBool, type DB } from '../../db/database.js';

/** Members with notifications waiting for a mail (or, from `pushQueue`, a push), oldest first. */
export async function membersWaiting(
  db: DB,
  limit: number,
  queue: 'notificationMailQueue' | 'pushQueue' = 'notificationMailQueue',
): Promise<string[]> {
  const rows = await db
    .selectFrom(queue)
    .select('userId')
    .groupBy('userId')
    .orderBy((eb) => eb.fn.min('createdAt'))
    .limit(limit)
    .execute();
  return rows.map((r) => r.userId);
}

export function memberForMail(db: DB, userId: string) {
  return db
    .selectFrom('user')
    .select(['email', 'firstName', 'language', 'timeZone', 'isVerified'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** When the member last used the app: their sessions' newest touch (at most 5 minutes stale, session.ts). */
export async function lastSeen(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('session')
    .select((eb) => eb.fn.max('lastSeenAt').as('at'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.at ? new Date(row.at as string | Date).getTime() : 0;
}

/**
 * Takes the member's waiting rows of one sort out of the queue: a delete answers only the rows
 * it removed, so two processes never mail the same notification.
 */
export async function claimQueued(db: DB, userId: string, immediate: boolean) {
  const rows = await db
    .deleteFrom('notificationMailQueue')
    .where('userId', '=', userId)
    .where('immediate', '=', immediate)
    .returning('notificationId')
    .execute();
  return rows.map((r) => r.notificationId);
}

/** The claimed notifications still unread (the member did not see them in the app meanwhile). */
export async function unreadNotifications(db: DB, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('notification')
    .select(['id', 'type', 'kind', 'params', 'data', 'isRead', 'createdAt'])
    .where('id', 'in', ids)
    .orderBy('createdAt')
    .execute();
  return rows.filter((r) => !toBool(r.isRead));
}

/** Claims today's digest for the member: only one process's update changes the day. */
export async function claimDigestDay(db: DB, userId: string, day: string, at: string): Promise<boolean> {
  await db
    .insertInto('notificationMailSetting')
    .values({ userId, updatedAt: at })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  const result = await db
    .updateTable('notificationMailSetting')
    .set({ lastDigestDay: day })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('lastDigestDay', 'is', null), eb('lastDigestDay', '<>', day)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Rows nobody could mail (an unverified address, a digest turned off) are dropped after a while. */
export async function pruneQueue(db: DB, before: string): Promise<void> {
  await db.deleteFrom('notificationMailQueue').where('createdAt', '<', before).execute();
}
