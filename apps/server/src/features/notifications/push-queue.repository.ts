import type { DB } from '../../db/database.js';

/** Whether any of these members has something waiting (cheap: asked on every announced change). */
export async function anyWaiting(db: DB, userIds: readonly string[]): Promise<boolean> {
  if (userIds.length === 0) return false;
  const row = await db.selectFrom('pushQueue').select('userId').where('userId', 'in', userIds).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Takes the member's waiting rows: a delete answers only the rows it removed, so each is pushed once. */
export async function claimQueued(db: DB, userId: string): Promise<string[]> {
  const rows = await db.deleteFrom('pushQueue').where('userId', '=', userId).returning('notificationId').execute();
  return rows.map((r) => r.notificationId);
}
