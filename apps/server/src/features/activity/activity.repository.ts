import type { DB } from '../../db/database.js';
import type { PageCursor } from '../../platform/cursor.js';

/**
 * A member's activity, newest first by when it happened (ties by id), strictly after the
 * cursor: one range of activity_user_time_idx (user_id, created_at, id).
 */
export function listActivity(db: DB, userId: string, before: PageCursor | undefined, limit: number) {
  let query = db.selectFrom('activity').select(['id', 'type', 'subject', 'link', 'createdAt']).where('userId', '=', userId);
  if (before) query = query.where((eb) => eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(before.at, before.id)));
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
