import type { QuizAttempt, QuizResult } from '@skilllink/contracts/courses';
import { DEFAULT_PASSING_SCORE } from '@skilllink/contracts/courses';
import { toIso, type DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { courseOf, lessonOf, notEnrolled } from './access.js';
import { listQuestions } from './catalog.repository.js';
import type { CatalogCourse, CourseCatalog } from './catalog.js';
import { recordCompletion } from './completion.service.js';
import type { LessonRow } from './courses.presenter.js';
import { touchEnrollment } from './enrollment.repository.js';
import { COURSES_SCOPE } from './member-pages.js';
import * as repo from './quiz.repository.js';

/**
 * An auto-submit sent at zero reaches the server a little before or after the deadline (clock
 * skew, latency): within this margin of the deadline unanswered questions are accepted (they
 * count as wrong), as they are after it.
 */
export const DEADLINE_GRACE_MS = 5_000;

const attemptNotFound = () => new AppError(404, 'attempt_not_found', 'Quiz attempt not found');

async function quizLesson(catalog: CourseCatalog, courseId: string, lessonId: string): Promise<[CatalogCourse, LessonRow]> {
  const course = await courseOf(catalog, courseId);
  const lesson = lessonOf(course, lessonId);
  if (lesson.type !== 'quiz') throw new AppError(400, 'not_a_quiz', 'This lesson has no quiz');
  return [course, lesson];
}

/**
 * POST …/quiz/attempts: the member's open attempt when it has not run out (a reload keeps the
 * clock: the deadline is the server's), otherwise a new one. Questions without their answers.
 */
export async function startAttempt(
  db: DB,
  deps: { catalog: CourseCatalog; caches: MemberCaches },
  p: { userId: string; courseId: string; lessonId: string },
): Promise<QuizAttempt> {
  const { userId, courseId, lessonId } = p;
  const [, lesson] = await quizLesson(deps.catalog, courseId, lessonId);
  const now = new Date();
  const attempt = await db.transaction().execute(async (trx) => {
    if (!(await touchEnrollment(trx, userId, courseId, lessonId, now.toISOString()))) throw notEnrolled();
    const open = await repo.findOpenAttempt(trx, userId, lessonId);
    if (open && (!open.deadlineAt || new Date(open.deadlineAt).getTime() > now.getTime())) return open;
    const limit = lesson.timeLimitSeconds;
    const fresh = {
      id: newId(),
      userId,
      lessonId,
      startedAt: now.toISOString(),
      deadlineAt: limit ? new Date(now.getTime() + limit * 1000).toISOString() : null,
    };
    await repo.insertAttempt(trx, fresh);
    return fresh;
  });
  // Opening the quiz made it the member's last lesson (Continue resumes here).
  await deps.caches.changed(COURSES_SCOPE, userId);
  const questions = await listQuestions(db, lessonId);
  return {
    id: attempt.id,
    title: lesson.title,
    questions: questions.map((q) => ({ id: q.id, question: q.question, options: JSON.parse(q.options) as string[] })),
    passingScore: lesson.passingScore ?? DEFAULT_PASSING_SCORE,
    timeLimitSeconds: lesson.timeLimitSeconds,
    startedAt: toIso(attempt.startedAt),
    deadlineAt: attempt.deadlineAt ? toIso(attempt.deadlineAt) : null,
  };
}

const invalid = (field: string, message: string) => new AppError(400, 'validation_failed', `${field}: ${message}`, { [field]: message });

/**
 * POST …/quiz/attempts/:attemptId/submit: graded here from the stored correct answers (the
 * client sends only its choices, never a score or "passed"). An attempt is submitted once. A
 * pass completes the lesson through the same path as a watched video, in the same transaction.
 */
export async function submitAttempt(
  db: DB,
  deps: { catalog: CourseCatalog; caches: MemberCaches },
  p: { userId: string; courseId: string; lessonId: string; attemptId: string; answers: (number | null)[] },
): Promise<QuizResult> {
  const [course, lesson] = await quizLesson(deps.catalog, p.courseId, p.lessonId);
  const attempt = await repo.findAttempt(db, p.attemptId, p.userId, p.lessonId);
  if (!attempt) throw attemptNotFound();
  if (attempt.submittedAt) throw new AppError(409, 'already_submitted', 'This quiz attempt has already been submitted');
  const questions = await listQuestions(db, p.lessonId);
  if (p.answers.length > questions.length) throw invalid('answers', 'One answer per question');
  p.answers.forEach((a, i) => {
    if (a !== null && a >= (JSON.parse(questions[i]!.options) as string[]).length) throw invalid(`answers.${i}`, 'Not one of the options');
  });
  const now = new Date();
  const timedOut = attempt.deadlineAt !== null && now.getTime() >= new Date(attempt.deadlineAt).getTime() - DEADLINE_GRACE_MS;
  const answers = questions.map((_, i) => p.answers[i] ?? null);
  if (!timedOut && answers.some((a) => a === null)) throw new AppError(400, 'quiz_incomplete', 'Answer all questions to submit');

  const correctAnswers = questions.map((q) => q.correctIndex);
  const right = answers.filter((a, i) => a === correctAnswers[i]).length;
  const score = questions.length > 0 ? Math.round((right / questions.length) * 100) : 0;
  const passingScore = lesson.passingScore ?? DEFAULT_PASSING_SCORE;
  const passed = score >= passingScore;
  const at = now.toISOString();
  const completion = await db.transaction().execute(async (trx) => {
    if (!(await repo.submitAttempt(trx, { id: attempt.id, answers, score, passed, at }))) {
      throw new AppError(409, 'already_submitted', 'This quiz attempt has already been submitted');
    }
    return passed ? recordCompletion(trx, { userId: p.userId, course, lessonId: p.lessonId, at }) : null;
  });
  if (completion) await deps.caches.memberChanged(p.userId);
  return { score, passed, passingScore, correctAnswers, completion };
}
