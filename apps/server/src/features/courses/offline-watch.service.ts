import { OFFLINE_CLOCK_SKEW_MS, type OfflineWatchBody } from '@skilllink/contracts/offline-watch';
import type { WatchProgress } from '@skilllink/contracts/courses';
import { toIso } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { courseOf, lessonOf, notEnrolled } from './access.js';
import { recordCompletion, watchedEnough } from './completion.service.js';
import * as repo from './enrollment.repository.js';
import { COURSES_SCOPE } from './member-pages.js';
import { offlineCredit } from './offline-credit.js';
import { findWatchAnchor, insertOfflineWatch } from './offline-watch.repository.js';
import type { LearningDeps } from './route-options.js';

const invalid = (field: string, message: string, key: string) =>
  new AppError(400, 'validation_failed', `${field}: ${message}`, { [field]: message }, { key });

/**
 * POST …/lessons/:lessonId/offline-watch: what the player recorded while the server was
 * unreachable. Each report counts once (its client id is stored with the member); the credit
 * follows offline-credit.ts, anchored on the lesson progress row's last update (else the
 * enrolment), which only the server writes. The lesson completes through the one completion path.
 */
export async function offlineWatch(
  deps: LearningDeps,
  p: { userId: string; courseId: string; lessonId: string; body: OfflineWatchBody },
): Promise<WatchProgress> {
  const course = await courseOf(deps.catalog, p.courseId);
  const lesson = lessonOf(course, p.lessonId);
  if (lesson.type !== 'video') throw new AppError(400, 'quiz_lesson', 'A quiz lesson is completed by passing its quiz');
  const now = deps.now();
  const nowMs = now.getTime();
  const { segments, clientId } = p.body;
  const startedMs = Date.parse(p.body.startedAt);
  const endedMs = Date.parse(p.body.endedAt);
  if (endedMs > nowMs + OFFLINE_CLOCK_SKEW_MS) throw invalid('endedAt', 'Cannot end in the future', 'validation_failed.offline_future');
  if (segments.some((s) => s.to > lesson.durationSeconds)) {
    throw invalid('segments', 'A segment goes past the end of the video', 'validation_failed.offline_past_end');
  }
  const at = now.toISOString();
  const result = await deps.db.transaction().execute(async (trx) => {
    // First statement: the enrolment's row lock, so reports and heartbeats apply one at a time.
    const enrollment = await repo.touchEnrollment(trx, p.userId, p.courseId, p.lessonId, at);
    if (!enrollment) throw notEnrolled();
    const row = await findWatchAnchor(trx, p.userId, p.lessonId);
    const watchedMs = Number(row?.watchedMs ?? 0);
    const wasComplete = Boolean(row?.completedAt);
    if (!(await insertOfflineWatch(trx, { userId: p.userId, clientId, lessonId: p.lessonId, at }))) {
      return { watchedSeconds: watchedMs / 1000, completed: wasComplete, completion: null };
    }
    const anchorMs = Date.parse(toIso(row?.updatedAt ?? enrollment.enrolledAt));
    const credited = offlineCredit({
      watchedMs,
      durationMs: lesson.durationSeconds * 1000,
      segmentsMs: segments.map((s) => ({ from: s.from * 1000, to: s.to * 1000 })),
      deviceSpanMs: endedMs - startedMs,
      serverSpanMs: nowMs - anchorMs,
    });
    const next = Math.round(Math.max(watchedMs, credited));
    // The heartbeat anchor is dropped: the next heartbeat only anchors, as after a silence.
    await repo.saveBeat(trx, {
      userId: p.userId,
      courseId: p.courseId,
      lessonId: p.lessonId,
      seconds: Math.floor(segments[segments.length - 1]!.to),
      watchedMs: next,
      beatPositionMs: null,
      beatAt: null,
      at,
    });
    const completion =
      !wasComplete && watchedEnough(next, lesson.durationSeconds)
        ? await recordCompletion(trx, { userId: p.userId, course, lessonId: p.lessonId, at })
        : null;
    return { watchedSeconds: next / 1000, completed: wasComplete || completion !== null, completion };
  });
  if (result.completion) await deps.caches.memberChanged(p.userId);
  else await deps.caches.changed(COURSES_SCOPE, p.userId);
  return result;
}
