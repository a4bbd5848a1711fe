import type { QuizResult } from '@skilllink/contracts/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { applyCompletion } from './complete-lesson';
import { learningElsewhere, lessonPath } from './keys';

interface SubmitQuizInput {
  courseId: string;
  lessonId: string;
  attemptId: string;
  /** One chosen option per question; null only when the timer ran out. */
  answers: Array<number | null>;
}

export function submitQuiz({ courseId, lessonId, attemptId, answers }: SubmitQuizInput): Promise<QuizResult> {
  return api<QuizResult>(`${lessonPath(courseId, lessonId)}/quiz/attempts/${encodeURIComponent(attemptId)}/submit`, {
    method: 'POST',
    body: { answers },
  });
}

/** The server grades; a pass completes the lesson (and maybe the course). */
export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuiz,
    meta: learningElsewhere,
    onSuccess: (result, { courseId, lessonId }) => {
      if (result.completion) applyCompletion(queryClient, courseId, lessonId, result.completion);
    },
  });
}
