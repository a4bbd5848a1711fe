import type { DB } from '../../db/database.js';
import type { PageCursor } from '../../platform/cursor.js';

/** Follows, idempotently: the (follower, followee) primary key keeps one row however often. */
export async function follow(db: DB, followerId: string, followeeId: string, now: string): Promise<void> {
  await db
    .insertInto('follow')
    .values({ followerId, followeeId, createdAt: now })
    .onConflict((oc) => oc.columns(['followerId', 'followeeId']).doNothing())
    .execute();
}

export async function unfollow(db: DB, followerId: string, followeeId: string): Promise<void> {
  await db.deleteFrom('follow').where('followerId', '=', followerId).where('followeeId', '=', followeeId).execute();
}

/** Members I follow, newest follow first, strictly after the cursor. */
export function listFollowing(db: DB, me: string, before: PageCursor | undefined, limit: number) {
  let query = db.selectFrom('follow').select(['followeeId', 'createdAt']).where('followerId', '=', me);
  if (before) query = query.where((eb) => eb(eb.refTuple('createdAt', 'followeeId'), '<', eb.tuple(before.at, before.id)));
  return query.orderBy('createdAt', 'desc').orderBy('followeeId', 'desc').limit(limit).execute();
}

export async function countFollows(db: DB, me: string): Promise<{ followers: number; following: number }> {
  const [followers, following] = await Promise.all([
    db
      .selectFrom('follow')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('followeeId', '=', me)
      .executeTakeFirst(),
    db
      .selectFrom('follow')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('followerId', '=', me)
      .executeTakeFirst(),
  ]);
  return { followers: Number(followers?.n ?? 0), following: Number(following?.n ?? 0) };
}
