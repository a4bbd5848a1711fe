import type { HelpfulResponse, ReviewSaved, ReviewsPage } from '@skilllink/contracts/courses';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { courseOf, requireEnrollment } from './access.js';
import { addReviewTotals, lockCourse } from './catalog.repository.js';
import type { CourseCatalog } from './catalog.js';
import { toReview } from './courses.presenter.js';
import * as repo from './reviews.repository.js';

const reviewNotFound = () => new AppError(404, 'review_not_found', 'Review not found');

/** GET /courses/:courseId/reviews: newest first, with the average and the member's own review. */
export async function reviewsPage(db: DB, catalog: CourseCatalog, userId: string, courseId: string): Promise<ReviewsPage> {
  const course = await courseOf(catalog, courseId);
  const rows = await repo.listReviews(db, courseId, userId);
  const mine =
    rows.find((r) => r.userId === userId) ??
    (rows.length >= repo.REVIEWS_SHOWN ? await repo.findOwnReview(db, courseId, userId) : undefined);
  return {
    items: rows.map(toReview),
    rating: course.summary.rating,
    reviewCount: course.summary.reviewCount,
    mine: mine ? toReview(mine) : null,
  };
}

/**
 * PUT /courses/:courseId/review: the member's one review of a course they are enrolled in,
 * created or edited. The course's totals change in the same transaction, under the course
 * row's lock, so the average stays the exact mean of the stored ratings.
 */
export async function saveReview(
  db: DB,
  catalog: CourseCatalog,
  p: { userId: string; courseId: string; rating: number; comment: string },
): Promise<ReviewSaved> {
  await courseOf(catalog, p.courseId);
  await requireEnrollment(db, p.userId, p.courseId, { message: 'Enroll in this course to review it', key: 'not_enrolled.review' });
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await lockCourse(trx, p.courseId);
    const existing = await repo.findOwnReview(trx, p.courseId, p.userId);
    if (existing) {
      await repo.updateReview(trx, existing.id, { rating: p.rating, comment: p.comment, at });
      await addReviewTotals(trx, p.courseId, 0, p.rating - Number(existing.rating));
    } else {
      await repo.insertReview(trx, { id: newId(), courseId: p.courseId, userId: p.userId, rating: p.rating, comment: p.comment, at });
      await addReviewTotals(trx, p.courseId, 1, p.rating);
    }
  });
  await catalog.changed();
  const [review, course] = await Promise.all([repo.findOwnReview(db, p.courseId, p.userId), courseOf(catalog, p.courseId)]);
  return {
    message: 'Review submitted successfully!',
    review: toReview(review!),
    rating: course.summary.rating,
    reviewCount: course.summary.reviewCount,
  };
}

/** DELETE /courses/:courseId/review: removes the member's own review and its part of the average. */
export async function deleteReview(db: DB, catalog: CourseCatalog, userId: string, courseId: string): Promise<void> {
  await courseOf(catalog, courseId);
  await db.transaction().execute(async (trx) => {
    await lockCourse(trx, courseId);
    const existing = await repo.findOwnReview(trx, courseId, userId);
    if (!existing) throw reviewNotFound();
    await repo.deleteReview(trx, existing.id);
    await addReviewTotals(trx, courseId, -1, -Number(existing.rating));
  });
  await catalog.changed();
}

/** POST / DELETE …/reviews/:reviewId/helpful: one vote per member, never on one's own review. */
export async function setHelpful(
  db: DB,
  catalog: CourseCatalog,
  p: { userId: string; courseId: string; reviewId: string; helpful: boolean },
): Promise<HelpfulResponse> {
  await courseOf(catalog, p.courseId);
  const review = await repo.findReview(db, p.reviewId, p.userId);
  if (!review || review.courseId !== p.courseId) throw reviewNotFound();
  if (review.userId === p.userId) throw new AppError(403, 'own_review', 'You cannot mark your own review as helpful');
  const at = new Date().toISOString();
  await db
    .transaction()
    .execute((trx) => (p.helpful ? repo.addHelpful(trx, p.reviewId, p.userId, at) : repo.removeHelpful(trx, p.reviewId, p.userId)));
  return { review: toReview((await repo.findReview(db, p.reviewId, p.userId))!) };
}
