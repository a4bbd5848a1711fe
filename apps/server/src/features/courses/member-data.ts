import type { MemberDataSource } from '../../platform/member-data.js';
import { jsonFile } from '../../platform/member-data.js';

/**
 * Courses' part of "Your data" (ADR 062): enrolments, lesson progress, quiz attempts and reviews.
 * Erasure removes them and takes the member's reviews out of each course's rating; a course's
 * learner count stays (it counts enrolments, not people).
 */
export const coursesMemberData: MemberDataSource = {
  area: 'courses',
  async export({ db, memberId }) {
    const enrollments = await db
      .selectFrom('enrollment as e')
      .innerJoin('course as c', 'c.id', 'e.courseId')
      .select(['c.title as course', 'e.enrolledAt', 'e.progress', 'e.lastAccessedAt', 'e.completedAt'])
      .where('e.userId', '=', memberId)
      .execute();
    const lessons = await db
      .selectFrom('lessonProgress as p')
      .innerJoin('lesson as l', 'l.id', 'p.lessonId')
      .select(['l.title as lesson', 'p.positionSeconds', 'p.watchedMs', 'p.completedAt', 'p.updatedAt'])
      .where('p.userId', '=', memberId)
      .execute();
    const quizAttempts = await db
      .selectFrom('quizAttempt as q')
      .innerJoin('lesson as l', 'l.id', 'q.lessonId')
      .select(['l.title as lesson', 'q.startedAt', 'q.submittedAt', 'q.answers', 'q.score', 'q.passed'])
      .where('q.userId', '=', memberId)
      .execute();
    const reviews = await db
      .selectFrom('courseReview as r')
      .innerJoin('course as c', 'c.id', 'r.courseId')
      .select(['c.title as course', 'r.rating', 'r.comment', 'r.createdAt', 'r.updatedAt'])
      .where('r.userId', '=', memberId)
      .execute();
    return [jsonFile('courses.json', { enrollments, lessons, quizAttempts, reviews })];
  },
  async erase({ db, memberId }) {
    await db.transaction().execute(async (trx) => {
      const helpful = await trx.selectFrom('reviewHelpful').select('reviewId').where('userId', '=', memberId).execute();
      for (const { reviewId } of helpful) {
        await trx
          .updateTable('courseReview')
          .set((eb) => ({ helpfulCount: eb('helpfulCount', '-', 1) }))
          .where('id', '=', reviewId)
          .execute();
      }
      await trx.deleteFrom('reviewHelpful').where('userId', '=', memberId).execute();
      const reviews = await trx.selectFrom('courseReview').select(['id', 'courseId', 'rating']).where('userId', '=', memberId).execute();
      for (const r of reviews) {
        await trx
          .updateTable('course')
          .set((eb) => ({ reviewCount: eb('reviewCount', '-', 1), ratingTotal: eb('ratingTotal', '-', r.rating) }))
          .where('id', '=', r.courseId)
          .execute();
        await trx.deleteFrom('reviewHelpful').where('reviewId', '=', r.id).execute();
      }
      await trx.deleteFrom('courseReview').where('userId', '=', memberId).execute();
      await trx.deleteFrom('quizAttempt').where('userId', '=', memberId).execute();
      await trx.deleteFrom('lessonProgress').where('userId', '=', memberId).execute();
      await trx.deleteFrom('enrollment').where('userId', '=', memberId).execute();
    });
  },
};
