import type { CourseDetail, CoursesPage, CoursesQuery, EnrollResponse } from '@skilllink/contracts/courses';
import { CONTINUE_MAX } from '@skilllink/contracts/courses';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import { recordActivity } from '../../platform/activity.js';
import { AppError } from '../../platform/errors.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { courseNotFound, courseOf } from './access.js';
import { addEnrolled } from './catalog.repository.js';
import type { Catalog, CourseCatalog } from './catalog.js';
import { toEnrollment, toLesson } from './courses.presenter.js';
import * as repo from './enrollment.repository.js';

type Query = z.output<typeof CoursesQuery>;

/**
 * GET /courses: the catalogue (from memory) filtered and sorted, the featured row, and the
 * member's own enrolments — the only rows read per request, one indexed range.
 */
export async function coursesPage(db: DB, current: Catalog, userId: string, query: Query): Promise<CoursesPage> {
  const rows = await repo.listEnrollments(db, userId);
  const q = query.q.toLowerCase();
  const items = current.sorted[query.sort]
    .filter(
      (c) =>
        (query.category === 'all' || c.summary.category === query.category) &&
        (query.level === 'all' || c.summary.level === query.level) &&
        (q === '' || c.haystack.includes(q)),
    )
    .map((c) => c.summary);
  const enrollments = rows.map(toEnrollment);
  // Rows come most recently opened first: Continue Learning is the first open ones.
  const continueLearning = enrollments
    .filter((e) => e.completedAt === null && current.byId.has(e.courseId))
    .slice(0, CONTINUE_MAX)
    .map((enrollment) => ({ ...current.byId.get(enrollment.courseId)!.summary, enrollment }));
  return { items, featured: [...current.featured], continueLearning, enrollments };
}

/**
 * GET /courses/:courseId: the course and its outline for every member; the member's progress,
 * media URLs and certificate code only when they are enrolled.
 */
export async function courseDetail(db: DB, current: Catalog, userId: string, courseId: string): Promise<CourseDetail> {
  const course = current.byId.get(courseId);
  if (!course) throw courseNotFound();
  const enrollment = await repo.findEnrollment(db, userId, courseId);
  if (!enrollment) {
    return {
      ...course.summary,
      description: course.description,
      lessons: course.lessons.map((l) => toLesson(l, false)),
      enrollment: null,
      certificateCode: null,
    };
  }
  const progress = new Map((await repo.listLessonProgress(db, userId, courseId)).map((p) => [p.lessonId, p]));
  return {
    ...course.summary,
    description: course.description,
    lessons: course.lessons.map((l) => {
      const own = progress.get(l.id);
      return toLesson(l, true, { completed: own?.completedAt != null, positionSeconds: Number(own?.positionSeconds ?? 0) });
    }),
    enrollment: toEnrollment(enrollment),
    certificateCode: enrollment.certificateCode ?? null,
  };
}

/** POST /courses/:courseId/enrollment: once per member and course; the enrolled count moves with it. */
export async function enroll(
  db: DB,
  deps: { catalog: CourseCatalog; caches: MemberCaches },
  userId: string,
  courseId: string,
): Promise<EnrollResponse> {
  const course = await courseOf(deps.catalog, courseId);
  const at = new Date().toISOString();
  const enrolled = await db.transaction().execute(async (trx) => {
    if (!(await repo.insertEnrollment(trx, userId, courseId, at))) return false;
    await addEnrolled(trx, courseId);
    await recordActivity(trx, { userId, type: 'course_enrolled', subject: course.summary.title, link: `/app/courses/${courseId}`, at });
    return true;
  });
  if (!enrolled) throw new AppError(409, 'already_enrolled', 'You are already enrolled in this course');
  await Promise.all([deps.catalog.changed(), deps.caches.memberChanged(userId)]);
  return {
    message: 'Successfully enrolled in course!',
    enrollment: toEnrollment({ courseId, enrolledAt: at, progress: 0, lastLessonId: null, lastAccessedAt: at, completedAt: null }),
  };
}
