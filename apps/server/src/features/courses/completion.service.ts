import type { CertificateEvidence } from '@skilllink/contracts/certificates';
import type { LessonCompletion } from '@skilllink/contracts/courses';
import { DEFAULT_PASSING_SCORE, VIDEO_COMPLETE_PERCENT } from '@skilllink/contracts/courses';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { courseOf, lessonOf, notEnrolled } from './access.js';
import type { CatalogCourse, CourseCatalog } from './catalog.js';
import { issueCertificate } from './certificate-issue.js';
import { progressPercent, toEnrollment } from './courses.presenter.js';
import { COURSES_SCOPE } from './member-pages.js';
import * as repo from './enrollment.repository.js';
import { bestPassedScores } from './quiz.repository.js';
import type { LearningDeps } from './route-options.js';

/** A video lesson is watched once the verified watched time reaches this share of its real length. */
export const watchedEnough = (watchedMs: number, durationSeconds: number) => watchedMs >= durationSeconds * 10 * VIDEO_COMPLETE_PERCENT;

/** What the certificate proves, read inside the completing transaction (ADR 032). */
async function evidenceOf(trx: DB, userId: string, course: CatalogCourse): Promise<CertificateEvidence> {
  const progress = new Map((await repo.listLessonProgress(trx, userId, course.summary.id)).map((p) => [p.lessonId, p]));
  const videos = course.lessons.filter((l) => l.type === 'video');
  const quizzes = course.lessons.filter((l) => l.type === 'quiz');
  const best = await bestPassedScores(
    trx,
    userId,
    quizzes.map((q) => q.id),
  );
  const watchedMs = videos.reduce((sum, l) => sum + Math.min(Number(progress.get(l.id)?.watchedMs ?? 0), l.durationSeconds * 1000), 0);
  return {
    videoLessons: videos.length,
    lessonsWatched: videos.filter((l) => progress.get(l.id)?.completedAt).length,
    watchedSeconds: Math.round(watchedMs / 1000),
    quizzes: quizzes.map((q) => ({ title: q.title, score: best.get(q.id) ?? 0, passingScore: q.passingScore ?? DEFAULT_PASSING_SCORE })),
  };
}

/**
 * The one completion path of a lesson (a video watched to 90 %, a quiz passed), inside the
 * caller's transaction: the lesson is marked complete (idempotent), progress becomes the
 * rounded percentage of completed lessons, and when every lesson is complete the course is
 * completed and its certificate issued in the same transaction, with what it proves.
 * `courseCompleted` is true only for the call that issued the certificate, so the "Course
 * completed!" dialog opens once.
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
    const evidence = JSON.stringify(await evidenceOf(trx, p.userId, p.course));
    const { code, issued } = await issueCertificate(trx, {
      userId: p.userId,
      courseId,
      courseTitle: p.course.summary.title,
      at: p.at,
      evidence,
    });
    const enrollment = toEnrollment({ ...touched, progress: 100, completedAt: touched.completedAt ?? p.at });
    return { enrollment, courseCompleted: issued, certificateCode: code };
  }
  const progress = progressPercent(done, total);
  await repo.setProgress(trx, p.userId, courseId, progress);
  return { enrollment: toEnrollment({ ...touched, progress }), courseCompleted: false, certificateCode: null };
}

/**
 * POST …/lessons/:lessonId/complete: completes a video lesson whose verified watched time
 * (heartbeats, see watch.service.ts) reaches VIDEO_COMPLETE_PERCENT of it. Nothing the client
 * says about its watching counts here. Quiz lessons complete only by passing their quiz.
 */
export async function completeVideoLesson(
  deps: LearningDeps,
  p: { userId: string; courseId: string; lessonId: string },
): Promise<LessonCompletion> {
  const course = await courseOf(deps.catalog, p.courseId);
  const lesson = lessonOf(course, p.lessonId);
  if (lesson.type !== 'video') {
    throw new AppError(400, 'quiz_lesson', 'A quiz lesson is completed by passing its quiz');
  }
  const at = deps.now().toISOString();
  const completion = await deps.db.transaction().execute(async (trx) => {
    const progress = await repo.findLessonProgress(trx, p.userId, p.lessonId);
    if (!progress?.completedAt && !watchedEnough(Number(progress?.watchedMs ?? 0), lesson.durationSeconds)) {
      throw new AppError(400, 'not_watched', `Watch at least ${VIDEO_COMPLETE_PERCENT}% of the video to complete this lesson`, undefined, {
        params: { percent: VIDEO_COMPLETE_PERCENT },
      });
    }
    return recordCompletion(trx, { userId: p.userId, course, lessonId: p.lessonId, at });
  });
  await deps.caches.memberChanged(p.userId);
  return completion;
}

/** PUT …/lessons/:lessonId/position: where the member stopped; also where Continue resumes. */
export async function saveLessonPosition(
  db: DB,
  deps: { catalog: CourseCatalog; caches: { changed(scope: string, key: string): Promise<void> } },
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
