import { api } from '../../../lib/api';
import { lessonPath } from './keys';

/**
 * Saves one answer as the member picks it: if the time runs out, the attempt is graded on the
 * answers saved before the deadline (ADR 032).
 */
export function saveAnswer(courseId: string, lessonId: string, attemptId: string, index: number, option: number): Promise<void> {
  return api<void>(`${lessonPath(courseId, lessonId)}/quiz/attempts/${encodeURIComponent(attemptId)}/answers/${index}`, {
    method: 'PUT',
    body: { option },
  });
}
