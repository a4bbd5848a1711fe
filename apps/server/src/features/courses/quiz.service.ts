import type { QuizAttempt, QuizResult } from '@skilllink/contracts/courses';
import { DEFAULT_PASSING_SCORE, QUIZ_ATTEMPT_WINDOW_MS, QUIZ_ATTEMPTS_PER_WINDOW, QUIZ_ATTEMPTS_USED } from '@skilllink/contracts/courses';
import { toBool, toIso, type DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { courseOf, lessonOf, notEnrolled } from './access.js';
import { listQuestions } from './catalog.repository.js';
import type { CatalogCourse } from './catalog.js';
import { recordCompletion } from './completion.service.js';
import type { LessonRow } from './courses.presenter.js';
import { touchEnrollment } from './enrollment.repository.js';
import { COURSES_SCOPE } from './member-pages.js';
import { attemptQuestions, drawQuestions, isRight, shownQuestion } from './quiz-draw.js';
import * as repo from './quiz.repository.js';
import type { LearningDeps } from './route-options.js';
import { waitText } from './wait-text.js';

/**
 * Latency allowance around a timed attempt's deadline (clock skew, the auto-submit's trip):
 * from DEADLINE_GRACE_MS before it unanswered questions are accepted (they count as wrong); up
 * to DEADLINE_GRACE_MS after it the submitted answers still count. Later than that, the attempt
 * is graded as submitted at the deadline, on the answers saved before it (ADR 032).
 */
export const DEADLINE_GRACE_MS = 5_000;

const attemptNotFound = () => new AppError(404, 'attempt_not_found', 'Quiz attempt not found');
const alreadySubmitted = () => new AppError(409, 'already_submitted', 'This quiz attempt has already been submitted');
const invalid = (field: string, message: string, key: string) =>
  new AppError(400, 'validation_failed', `${field}: ${message}`, { [field]: message }, { key });

async function quizLesson(deps: LearningDeps, courseId: string, lessonId: string): Promise<[CatalogCourse, LessonRow]> {
  const course = await courseOf(deps.catalog, courseId);
  const lesson = lessonOf(course, lessonId);
  if (lesson.type !== 'quiz') throw new AppError(400, 'not_a_quiz', 'This lesson has no quiz');
  return [course, lesson];
}

const savedAnswers = (row: repo.AttemptRow, count: number): (number | null)[] => {
  const saved = row.answers ? (JSON.parse(row.answers) as (number | null)[]) : [];
  return Array.from({ length: count }, (_, i) => saved[i] ?? null);
};

/** Attempts left in the rolling window at `now`, and when the next opens if none is left. */
async function allowance(db: DB, userId: string, lessonId: string, now: Date) {
  const started = await repo.startedSince(db, userId, lessonId, new Date(now.getTime() - QUIZ_ATTEMPT_WINDOW_MS).toISOString());
  const attemptsLeft = Math.max(0, QUIZ_ATTEMPTS_PER_WINDOW - started.length);
  // The window frees a slot when the oldest attempt in it turns 24 hours old.
  const oldest = started[started.length - QUIZ_ATTEMPTS_PER_WINDOW];
  const nextAttemptAt = attemptsLeft === 0 && oldest ? new Date(Date.parse(oldest) + QUIZ_ATTEMPT_WINDOW_MS) : null;
  return { attemptsLeft, nextAttemptAt };
}

/**
 * POST …/quiz/attempts: the member's open attempt when it has not run out (a reload keeps the
 * clock and the draw), otherwise a new one with questions and option orders drawn afresh,
 * at most QUIZ_ATTEMPTS_PER_WINDOW per rolling window. Never any correct answer.
 */
export async function startAttempt(deps: LearningDeps, p: { userId: string; courseId: string; lessonId: string }): Promise<QuizAttempt> {
  const { db } = deps;
  const { userId, courseId, lessonId } = p;
  const [, lesson] = await quizLesson(deps, courseId, lessonId);
  const bank = await listQuestions(db, lessonId);
  const now = deps.now();
  const attempt = await db.transaction().execute(async (trx) => {
    // Takes the enrolment's row lock first, so two starts at once count attempts one after the other.
    if (!(await touchEnrollment(trx, userId, courseId, lessonId, now.toISOString()))) throw notEnrolled();
    const open = await repo.findOpenAttempt(trx, userId, lessonId);
    if (open && (!open.deadlineAt || new Date(open.deadlineAt).getTime() > now.getTime())) return open;
    const { attemptsLeft, nextAttemptAt } = await allowance(trx, userId, lessonId, now);
    if (attemptsLeft === 0 && nextAttemptAt) {
      const wait = waitText(nextAttemptAt.getTime() - now.getTime());
      throw new AppError(
        429,
        QUIZ_ATTEMPTS_USED,
        `You have used your ${QUIZ_ATTEMPTS_PER_WINDOW} attempts. Try again in ${wait}`,
        { nextAttemptAt: nextAttemptAt.toISOString() },
        { params: { attempts: QUIZ_ATTEMPTS_PER_WINDOW, wait } },
      );
    }
    const draw = drawQuestions(bank, deps.random);
    const limit = lesson.timeLimitSeconds;
    const fresh = {
      id: newId(),
      userId,
      lessonId,
      startedAt: now.toISOString(),
      deadlineAt: limit ? new Date(now.getTime() + limit * 1000).toISOString() : null,
      draw: JSON.stringify(draw),
      answers: JSON.stringify(draw.map(() => null)),
    };
    await repo.insertAttempt(trx, fresh);
    return { ...fresh, submittedAt: null };
  });
  // Opening the quiz made it the member's last lesson (Continue resumes here).
  await deps.caches.changed(COURSES_SCOPE, userId);
  const questions = attemptQuestions(attempt.draw, bank);
  return {
    id: attempt.id,
    title: lesson.title,
    questions: questions.map(shownQuestion),
    answers: savedAnswers(attempt, questions.length),
    passingScore: lesson.passingScore ?? DEFAULT_PASSING_SCORE,
    timeLimitSeconds: lesson.timeLimitSeconds,
    startedAt: toIso(attempt.startedAt),
    deadlineAt: attempt.deadlineAt ? toIso(attempt.deadlineAt) : null,
  };
}

/** Past the deadline and its grace: nothing the member sends counts any more. */
const isLate = (row: repo.AttemptRow, now: Date) =>
  row.deadlineAt !== null && now.getTime() > Date.parse(toIso(row.deadlineAt)) + DEADLINE_GRACE_MS;

/**
 * PUT …/attempts/:attemptId/answers/:index: saves one answer as it is picked. Refused once
 * the attempt is submitted or its deadline (and grace) has passed, so what was saved in time
 * is what a late submission is graded on. One row per attempt, bounded by its question count.
 */
export async function saveAnswer(
  deps: LearningDeps,
  p: { userId: string; courseId: string; lessonId: string; attemptId: string; index: number; option: number | null },
): Promise<void> {
  const { db } = deps;
  await quizLesson(deps, p.courseId, p.lessonId);
  const bank = await listQuestions(db, p.lessonId);
  // Compare and set: a concurrent save of another answer makes this one read again.
  for (let tries = 0; tries < 5; tries += 1) {
    const row = await repo.findAttempt(db, p.attemptId, p.userId, p.lessonId);
    if (!row) throw attemptNotFound();
    if (row.submittedAt) throw alreadySubmitted();
    if (isLate(row, deps.now())) throw new AppError(409, 'deadline_passed', 'Time is up: answers can no longer be changed');
    const questions = attemptQuestions(row.draw, bank);
    const question = questions[p.index];
    if (!question) throw invalid('index', 'No such question', 'validation_failed.quiz_no_question');
    if (p.option !== null && p.option >= question.drawn.o.length)
      throw invalid('option', 'Not one of the options', 'validation_failed.quiz_not_an_option');
    const answers = savedAnswers(row, questions.length);
    answers[p.index] = p.option;
    if (await repo.saveAnswers(db, { id: row.id, before: row.answers, answers: JSON.stringify(answers) })) return;
  }
  throw new AppError(409, 'conflict', 'The answer changed at the same time; please pick it again');
}

const RACED = Symbol('raced');

/** The result of an attempt already graded, as its submit answered (the completion was given then). */
async function storedResult(deps: LearningDeps, row: repo.AttemptRow, lesson: LessonRow): Promise<QuizResult> {
  const questions = attemptQuestions(row.draw, await listQuestions(deps.db, lesson.id));
  const answers = savedAnswers(row, questions.length);
  const grade = await repo.findGrade(deps.db, row.id);
  const { attemptsLeft, nextAttemptAt } = await allowance(deps.db, row.userId, lesson.id, deps.now());
  return {
    score: grade?.score ?? 0,
    passed: toBool(grade?.passed ?? false),
    passingScore: lesson.passingScore ?? DEFAULT_PASSING_SCORE,
    questions: questions.map((q, i) => ({ id: q.bank.id, correct: isRight(q, answers[i] ?? null) })),
    attemptsLeft,
    nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
    completion: null,
  };
}

/**
 * POST …/quiz/attempts/:attemptId/submit: graded here on the attempt's drawn questions (the
 * client sends only its choices, never a score or "passed"). Within the deadline's grace the
 * submitted choices count (over the saved ones); after it, the attempt is graded as submitted
 * at its deadline on the answers saved before it. The result says which questions were right,
 * never which option was. A pass completes the lesson in the same transaction.
 */
export async function submitAttempt(
  deps: LearningDeps,
  p: { userId: string; courseId: string; lessonId: string; attemptId: string; answers: (number | null)[] },
): Promise<QuizResult> {
  const { db } = deps;
  const [course, lesson] = await quizLesson(deps, p.courseId, p.lessonId);
  const row = await repo.findAttempt(db, p.attemptId, p.userId, p.lessonId);
  if (!row) throw attemptNotFound();
  // A submit sent again (a lost answer, a reload, the offline queue, ADR 075): the grade given
  // then, never a second grading of other choices.
  if (row.submittedAt) return storedResult(deps, row, lesson);
  const questions = attemptQuestions(row.draw, await listQuestions(db, p.lessonId));
  if (p.answers.length > questions.length) throw invalid('answers', 'One answer per question', 'validation_failed.quiz_one_answer_each');
  p.answers.forEach((a, i) => {
    if (a !== null && a >= questions[i]!.drawn.o.length)
      throw invalid(`answers.${i}`, 'Not one of the options', 'validation_failed.quiz_not_an_option');
  });
  const now = deps.now();
  const deadline = row.deadlineAt ? Date.parse(toIso(row.deadlineAt)) : null;
  const late = isLate(row, now);
  const saved = savedAnswers(row, questions.length);
  const answers = late ? saved : questions.map((_, i) => p.answers[i] ?? saved[i] ?? null);
  const timedOut = deadline !== null && now.getTime() >= deadline - DEADLINE_GRACE_MS;
  if (!timedOut && answers.some((a) => a === null)) throw new AppError(400, 'quiz_incomplete', 'Answer all questions to submit');

  const outcomes = questions.map((q, i) => ({ id: q.bank.id, correct: isRight(q, answers[i] ?? null) }));
  const right = outcomes.filter((o) => o.correct).length;
  const score = questions.length > 0 ? Math.round((right / questions.length) * 100) : 0;
  const passingScore = lesson.passingScore ?? DEFAULT_PASSING_SCORE;
  const passed = score >= passingScore;
  const at = (late && deadline !== null ? new Date(deadline) : now).toISOString();
  const completion = await db.transaction().execute(async (trx) => {
    if (!(await repo.submitAttempt(trx, { id: row.id, answers, score, passed, at }))) return RACED;
    return passed ? recordCompletion(trx, { userId: p.userId, course, lessonId: p.lessonId, at }) : null;
  });
  // A submit racing this one graded it first: its grade is the answer.
  if (completion === RACED) return storedResult(deps, (await repo.findAttempt(db, row.id, p.userId, p.lessonId))!, lesson);
  if (completion) await deps.caches.memberChanged(p.userId);
  const { attemptsLeft, nextAttemptAt } = await allowance(db, p.userId, p.lessonId, now);
  return {
    score,
    passed,
    passingScore,
    questions: outcomes,
    attemptsLeft,
    nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
    completion,
  };
}
