import type { WatchProgress } from '@skilllink/contracts/courses';
import { toIso } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { courseOf, lessonOf, notEnrolled } from './access.js';
import { recordCompletion, watchedEnough } from './completion.service.js';
import * as repo from './enrollment.repository.js';
import { COURSES_SCOPE } from './member-pages.js';
import type { LearningDeps } from './route-options.js';
import { acceptBeat } from './watch-clock.js';

/**
 * POST …/lessons/:lessonId/heartbeat: the playing video's position. The server keeps the
 * verified watched time (watch-clock.ts) and completes the lesson, through the one completion
 * path, when it reaches 90 % of the video's real length; the answer says so, once.
 */
export async function heartbeat(
  deps: LearningDeps,
  p: { userId: string; courseId: string; lessonId: string; positionSeconds: number },
): Promise<WatchProgress> {
  const course = await courseOf(deps.catalog, p.courseId);
  const lesson = lessonOf(course, p.lessonId);
  if (lesson.type !== 'video') throw new AppError(400, 'quiz_lesson', 'A quiz lesson is completed by passing its quiz');
  const now = deps.now();
  const at = now.toISOString();
  const positionMs = Math.round(Math.min(p.positionSeconds, lesson.durationSeconds) * 1000);
  const result = await deps.db.transaction().execute(async (trx) => {
    // First statement: the enrolment's row lock, so one member's heartbeats apply one at a time.
    if (!(await repo.touchEnrollment(trx, p.userId, p.courseId, p.lessonId, at))) throw notEnrolled();
    const row = await repo.findLessonProgress(trx, p.userId, p.lessonId);
    const next = acceptBeat(
      {
        watchedMs: Number(row?.watchedMs ?? 0),
        beatPositionMs: row?.beatPositionMs ?? null,
        beatAtMs: row?.beatAt ? Date.parse(toIso(row.beatAt)) : null,
      },
      positionMs,
      now.getTime(),
    );
    await repo.saveBeat(trx, {
      userId: p.userId,
      courseId: p.courseId,
      lessonId: p.lessonId,
      seconds: Math.floor(positionMs / 1000),
      watchedMs: next.watchedMs,
      beatPositionMs: next.beatPositionMs,
      beatAt: next.beatAtMs === null ? null : new Date(next.beatAtMs).toISOString(),
      at,
    });
    const wasComplete = Boolean(row?.completedAt);
    const completion =
      !wasComplete && watchedEnough(next.watchedMs, lesson.durationSeconds)
        ? await recordCompletion(trx, { userId: p.userId, course, lessonId: p.lessonId, at })
        : null;
    return { watchedSeconds: next.watchedMs / 1000, completed: wasComplete || completion !== null, completion };
  });
  if (result.completion) await deps.caches.memberChanged(p.userId);
  else await deps.caches.changed(COURSES_SCOPE, p.userId);
  return result;
}
