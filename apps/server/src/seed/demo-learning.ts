import type { DB } from '../db/database.js';
import { addEnrolled, addReviewTotals } from '../features/courses/catalog.repository.js';
import { issueCertificate } from '../features/courses/certificate-issue.js';
import { progressPercent } from '../features/courses/courses.presenter.js';
import { recordActivity } from '../platform/activity.js';
import { demoMembers } from './demo-members.js';
import { amaEnrolments, demoReviews, otherEnrolments, type DemoEnrolment } from './demo-learning-data.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Course = { id: string; title: string; lessons: { id: string; position: number; durationSeconds: number }[] };

/**
 * Ama's learning (a finished course with its certificate, one about half done, one just
 * started) and reviews by demo members, so ratings and Featured Courses are real. Every
 * enrolment is inserted with its progress in one transaction only when it is not there yet,
 * and every review has a fixed id: a second run, or two nodes at once, adds nothing and counts
 * nothing twice. The certificate goes through the same issueCertificate as a member's own
 * completion (without a notification: the demo's notifications are curated in demo-notifications).
 */
export async function seedDemoLearning(db: DB, now = new Date()): Promise<void> {
  const users = await db
    .selectFrom('user')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      demoMembers.map((m) => m.email),
    )
    .execute();
  const memberId = new Map(users.map((u) => [u.email.split('@')[0]!, u.id]));
  const courseRows = await db.selectFrom('course').select(['id', 'slug', 'title']).execute();
  const lessons = await db.selectFrom('lesson').select(['id', 'courseId', 'position', 'durationSeconds']).orderBy('position').execute();
  const courses = new Map<string, Course>(
    courseRows.map((c) => [c.slug, { id: c.id, title: c.title, lessons: lessons.filter((l) => l.courseId === c.id) }]),
  );
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  const planned = [...amaEnrolments, ...otherEnrolments];
  // Reviewers are enrolled a few days before they wrote (only enrolled members review).
  const reviewerEnrolments: DemoEnrolment[] = demoReviews
    .filter((r) => !planned.some((e) => e.member === r.member && e.course === r.course))
    .map((r) => ({ member: r.member, course: r.course, enrolledDaysAgo: r.daysAgo + 3, completed: 0 }));
  for (const plan of [...planned, ...reviewerEnrolments]) {
    const userId = memberId.get(plan.member);
    const course = courses.get(plan.course);
    if (userId && course) await enrol(db, userId, course, plan, ago);
  }

  for (const r of demoReviews) {
    const userId = memberId.get(r.member);
    const course = courses.get(r.course);
    if (!userId || !course) continue;
    const at = ago(r.daysAgo * DAY);
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('courseReview')
        .values({
          id: `demo-review-${r.member}-${r.course}`,
          courseId: course.id,
          userId,
          rating: r.rating,
          comment: r.comment,
          helpfulCount: 0,
          createdAt: at,
          updatedAt: at,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) await addReviewTotals(trx, course.id, 1, r.rating);
    });
  }
}

async function enrol(db: DB, userId: string, course: Course, plan: DemoEnrolment, ago: (ms: number) => string): Promise<void> {
  const enrolledAt = ago(plan.enrolledDaysAgo * DAY);
  const done = plan.completed === 'all' ? course.lessons.length : plan.completed;
  const completedAt = ago((plan.completedDaysAgo ?? 0) * DAY);
  const last = plan.lastLesson ? course.lessons.find((l) => l.position === plan.lastLesson!.position) : course.lessons[done - 1];
  const lastAt = plan.lastLesson ? ago(plan.lastLesson.hoursAgo * HOUR) : done > 0 ? completedAt : enrolledAt;
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('enrollment')
      .values({
        userId,
        courseId: course.id,
        enrolledAt,
        progress: progressPercent(done, course.lessons.length),
        lastLessonId: last?.id ?? null,
        lastAccessedAt: lastAt,
        completedAt: null,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await addEnrolled(trx, course.id);
    await recordActivity(trx, {
      userId,
      type: 'course_enrolled',
      subject: course.title,
      link: `/app/courses/${course.id}`,
      at: enrolledAt,
    });
    // Completed lessons one after the other between enrolment and the last visit.
    const span = new Date(lastAt).getTime() - new Date(enrolledAt).getTime();
    for (const [i, lesson] of course.lessons.slice(0, done).entries()) {
      const at = new Date(new Date(enrolledAt).getTime() + ((i + 1) * span) / (done + 1)).toISOString();
      await trx
        .insertInto('lessonProgress')
        .values({
          userId,
          lessonId: lesson.id,
          courseId: course.id,
          positionSeconds: lesson.durationSeconds,
          completedAt: at,
          updatedAt: at,
        })
        .execute();
    }
    if (plan.lastLesson && last && !course.lessons.slice(0, done).includes(last)) {
      await trx
        .insertInto('lessonProgress')
        .values({
          userId,
          lessonId: last.id,
          courseId: course.id,
          positionSeconds: plan.lastLesson.seconds,
          completedAt: null,
          updatedAt: lastAt,
        })
        .execute();
    }
    if (done === course.lessons.length) {
      await issueCertificate(trx, { userId, courseId: course.id, courseTitle: course.title, at: completedAt, notify: false });
    }
  });
}
