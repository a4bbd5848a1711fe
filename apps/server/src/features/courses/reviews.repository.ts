import { sql } from 'kysely';
import type { DB } from '../../db/database.js';

/** How many reviews a course page lists (newest first); the average counts them all. */
export const REVIEWS_SHOWN = 100;

/** Reviews of a course with their authors, newest first, and whether `viewerId` marked each helpful. */
function reviewsQuery(db: DB, viewerId: string) {
  return db
    .selectFrom('courseReview as r')
    .innerJoin('user as u', 'u.id', 'r.userId')
    .select([
      'r.id',
      'r.courseId',
      'r.userId',
      'u.firstName',
      'u.lastName',
      'u.avatar',
      'r.rating',
      'r.comment',
      'r.helpfulCount',
      'r.updatedAt',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('reviewHelpful as h')
            .select(sql.lit(1).as('one'))
            .whereRef('h.reviewId', '=', 'r.id')
            .where('h.userId', '=', viewerId),
        )
        .as('markedHelpful'),
    );
}

export function listReviews(db: DB, courseId: string, viewerId: string) {
  return reviewsQuery(db, viewerId)
    .where('r.courseId', '=', courseId)
    .orderBy('r.updatedAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(REVIEWS_SHOWN)
    .execute();
}

export function findReview(db: DB, reviewId: string, viewerId: string) {
  return reviewsQuery(db, viewerId).where('r.id', '=', reviewId).executeTakeFirst();
}

export function findOwnReview(db: DB, courseId: string, userId: string) {
  return reviewsQuery(db, userId).where('r.courseId', '=', courseId).where('r.userId', '=', userId).executeTakeFirst();
}

export async function insertReview(
  db: DB,
  r: { id: string; courseId: string; userId: string; rating: number; comment: string; at: string },
) {
  await db
    .insertInto('courseReview')
    .values({
      id: r.id,
      courseId: r.courseId,
      userId: r.userId,
      rating: r.rating,
      comment: r.comment,
      helpfulCount: 0,
      createdAt: r.at,
      updatedAt: r.at,
    })
    .execute();
}

export async function updateReview(db: DB, id: string, r: { rating: number; comment: string; at: string }) {
  await db.updateTable('courseReview').set({ rating: r.rating, comment: r.comment, updatedAt: r.at }).where('id', '=', id).execute();
}

export async function deleteReview(db: DB, id: string) {
  await db.deleteFrom('courseReview').where('id', '=', id).execute();
}

/** True when this call added the member's vote (false: they had voted already). */
export async function addHelpful(db: DB, reviewId: string, userId: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('reviewHelpful')
    .values({ reviewId, userId, createdAt: at })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  const added = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  if (added) await bumpHelpful(db, reviewId, 1);
  return added;
}

/** True when this call removed the member's vote. */
export async function removeHelpful(db: DB, reviewId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('reviewHelpful').where('reviewId', '=', reviewId).where('userId', '=', userId).executeTakeFirst();
  const removed = Number(result.numDeletedRows) > 0;
  if (removed) await bumpHelpful(db, reviewId, -1);
  return removed;
}

async function bumpHelpful(db: DB, reviewId: string, by: number) {
  await db
    .updateTable('courseReview')
    .set((eb) => ({ helpfulCount: eb('helpfulCount', '+', by) }))
    .where('id', '=', reviewId)
    .execute();
}
