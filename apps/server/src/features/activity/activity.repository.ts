import type { DB } from '../../db/database.js';

/** A member's activity, newest first, strictly older than `before` (an id: UUIDv7 sorts by time). */
export function listActivity(db: DB, userId: string, before: string | undefined, limit: number) {
  let query = db.selectFrom('activity').select(['id', 'type', 'subject', 'link', 'createdAt']).where('userId', '=', userId);
  if (before) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
