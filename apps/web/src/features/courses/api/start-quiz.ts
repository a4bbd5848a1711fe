import type { QuizAttempt } from '@skilllink/contracts/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { coursesKeys, lessonPath } from './keys';

/** Starts an attempt, or gets the one still open (with its server deadline, so a reload keeps the clock). */
export function startQuiz(courseId: string, lessonId: string): Promise<QuizAttempt> {
  return api<QuizAttempt>(`${lessonPath(courseId, lessonId)}/quiz/attempts`, { method: 'POST' });
}

/**
 * The attempt in progress. A query rather than a mutation: the call is safe to repeat (it
 * returns the open attempt), and loading, error and Retry come for free. Retake refetches
 * it after a submission, which starts a new attempt.
 */
export const quizAttemptQuery = (courseId: string, lessonId: string) =>
  queryOptions({
    queryKey: coursesKeys.quiz(courseId, lessonId),
    queryFn: () => startQuiz(courseId, lessonId),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useQuizAttempt(courseId: string, lessonId: string) {
  return useQuery(quizAttemptQuery(courseId, lessonId));
}
