import type { DB } from '../../db/database.js';

/** Records one offline report; false when this member already sent this client id (a retry). */
export async function insertOfflineWatch(db: DB, p: { userId: string; clientId: string; lessonId: string; at: string }): Promise<boolean> {
  const result = await db
    .insertInto('offlineWatch')
    .values({ userId: p.userId, clientId: p.clientId, lessonId: p.lessonId, createdAt: p.at })
    .onConflict((oc) => oc.columns(['userId', 'clientId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The lesson's watch state and when the server last changed it (the offline anchor). */
export function findWatchAnchor(db: DB, userId: string, lessonId: string) {
  return db
    .selectFrom('lessonProgress')
    .select(['completedAt', 'watchedMs', 'updatedAt'])
    .where('userId', '=', userId)
    .where('lessonId', '=', lessonId)
    .executeTakeFirst();
}
