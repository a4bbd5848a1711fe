import type { QuizResult } from '@skilllink/contracts/courses';
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { ApiError } from '../../../lib/api';
import { useQueuedWrites, useWriteQueue } from '../../../lib/use-write-queue';
import { currentWriteQueue, onWriteSettled } from '../../../lib/write-queue';
import { lessonPath } from './keys';

// Quiz answers and the submit made offline (issue 28 §2, ADR 075). An answer is a PUT of one
// index (the latest pick replaces a waiting one); the submit is queued after them, so it is
// graded on them. Both are safe to send again: the server answers a second submit with the
// grade it gave. Its deadline still rules: an answer that arrives too late is refused, and the
// member is told with the server's words.

export const QUIZ_ANSWER = 'courses.quiz-answer';
export const QUIZ_SUBMIT = 'courses.quiz-submit';

export const isOffline = () => !onlineManager.isOnline();

interface AttemptRef {
  courseId: string;
  lessonId: string;
  attemptId: string;
}

const attemptPath = ({ courseId, lessonId, attemptId }: AttemptRef) =>
  `${lessonPath(courseId, lessonId)}/quiz/attempts/${encodeURIComponent(attemptId)}`;

export function queueAnswer(ref: AttemptRef, index: number, option: number): void {
  const path = `${attemptPath(ref)}/answers/${index}`;
  currentWriteQueue().add(QUIZ_ANSWER, { method: 'PUT', path, body: { option } }, { replaces: (e) => e.payload.path === path });
}

export function queueSubmit(ref: AttemptRef, answers: Array<number | null>): void {
  const path = `${attemptPath(ref)}/submit`;
  currentWriteQueue().add(QUIZ_SUBMIT, { method: 'POST', path, body: { answers } }, { replaces: (e) => e.payload.path === path });
}

/** A network failure (not a refusal): the write is worth keeping for later. */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * What this attempt has waiting on the device (answers, the submit), and the graded result or
 * the refusal of a queued submit when it comes back.
 */
export function useQueuedAttempt(ref: AttemptRef, onSubmitted: (result: QuizResult | null) => void) {
  useWriteQueue();
  const base = attemptPath(ref);
  const latest = useRef(onSubmitted);
  useEffect(() => {
    latest.current = onSubmitted;
  });
  useEffect(
    () =>
      onWriteSettled((outcome) => {
        if (outcome.entry.kind !== QUIZ_SUBMIT || outcome.entry.payload.path !== `${base}/submit`) return;
        latest.current(outcome.ok ? (outcome.data as QuizResult) : null);
      }),
    [base],
  );
  const entries = useQueuedWrites();
  return useMemo(() => {
    const mine = entries.filter((e) => e.payload.path.startsWith(`${base}/`));
    return { answers: mine.some((e) => e.kind === QUIZ_ANSWER), submit: mine.some((e) => e.kind === QUIZ_SUBMIT) };
  }, [entries, base]);
}
