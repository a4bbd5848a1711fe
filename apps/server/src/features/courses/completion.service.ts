import type { LessonCompletion } from '@skilllink/contracts/courses';
import { VIDEO_COMPLETE_PERCENT } from '@skilllink/contracts/courses';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { courseOf, lessonOf, notEnrolled } from './access.js';
import type { CatalogCourse, CourseCatalog } from './catalog.js';
import { issueCertificate } from './certificate-issue.js';
import { progressPercent, toEnrollment } from './courses.presenter.js';
import { COURSES_SCOPE } from './member-pages.js';
import * as repo from './enrollment.repository.js';

/**
 * The one completion path of a lesson (a video watched to 90 %, a quiz passed), inside the
 * caller's transaction: the lesson is marked complete (idempotent), progress becomes the
 * rounded percentage of completed lessons, and when every lesson is complete the course is
 * completed and its certificate issued in the same transaction. `courseCompleted` is true only
 * for the call that issued the certificate, so the "Course completed!" dialog opens once.
 */
export async function recordCompletion(
  trx: DB,
  p: { userId: string; course: CatalogCourse; lessonId: string; at: string },
): Promise<LessonCompletion> {
  const courseId = p.course.summary.id;
  // First statement: takes the enrolment's row lock (see touchEnrollment) and checks enrolment.
  const touched = await repo.touchEnrollment(trx, p.userId, courseId, p.lessonId, p.at);
  if (!touched) throw notEnrolled();
  await repo.markLessonComplete(trx, { userId: p.userId, courseId, lessonId: p.lessonId, at: p.at });
  const done = await repo.countCompleted(trx, p.userId, courseId);
  const total = p.course.lessons.length;
  if (done >= total) {
    const { code, issued } = await issueCertificate(trx, { userId: p.userId, courseId, courseTitle: p.course.summary.title, at: p.at });
    const enrollment = toEnrollment({ ...touched, progress: 100, completedAt: touched.completedAt ?? p.at });
    return { enrollment, courseCompleted: issued, certificateCode: code };
  }
  const progress = progressPercent(done, total);
  await repo.setProgress(trx, p.userId, courseId, progress);
  return { enrollment: toEnrollment({ ...touched, progress }), courseCompleted: false, certificateCode: null };
}

/**
 * POST …/lessons/:lessonId/complete: a video lesson completes when the member has watched at
 * least VIDEO_COMPLETE_PERCENT of it (the player reports the furthest point reached; the end
 * of the video counts). Quiz lessons complete only by passing their quiz on the server.
 */
export async function completeVideoLesson(
  db: DB,
  deps: { catalog: CourseCatalog; caches: MemberCaches },
  p: { userId: string; courseId: string; lessonId: string; watchedSeconds: number },
): Promise<LessonCompletion> {
  const course = await courseOf(deps.catalog, p.courseId);
  const lesson = lessonOf(course, p.lessonId);
  if (lesson.type !== 'video') {
    throw new AppError(400, 'quiz_lesson', 'A quiz lesson is completed by passing its quiz');
  }
  if (p.watchedSeconds < (lesson.durationSeconds * VIDEO_COMPLETE_PERCENT) / 100) {
    throw new AppError(400, 'not_watched', `Watch at least ${VIDEO_COMPLETE_PERCENT}% of the video to complete this lesson`);
  }
  const at = new Date().toISOString();
  const completion = await db.transaction().execute((trx) => recordCompletion(trx, { userId: p.userId, course, lessonId: p.lessonId, at }));
  await deps.caches.memberChanged(p.userId);
  return completion;
}

/** PUT …/lessons/:lessonId/position: where the member stopped; also where Continue resumes. */
export async function saveLessonPosition(
  db: DB,
  deps: { catalog: CourseCatalog; caches: MemberCaches },
  p: { userId: string; courseId: string; lessonId: string; positionSeconds: number },
): Promise<void> {
  const course = await courseOf(deps.catalog, p.courseId);
  const lesson = lessonOf(course, p.lessonId);
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await repo.touchEnrollment(trx, p.userId, p.courseId, p.lessonId, at))) throw notEnrolled();
    const seconds = Math.min(p.positionSeconds, lesson.durationSeconds);
    await repo.savePosition(trx, { userId: p.userId, courseId: p.courseId, lessonId: p.lessonId, seconds, at });
  });
  // Only the member's course pages show it (not the dashboard): the narrow drop is enough.
  await deps.caches.changed(COURSES_SCOPE, p.userId);
}
