import { api } from '../../../lib/api';

/** Saves one pick as it is made, so what was saved before the deadline counts. */
export function saveAssessmentAnswer(slug: string, attemptId: string, index: number, option: number | null): Promise<void> {
  return api<void>(`/api/v1/skills/assessments/${encodeURIComponent(slug)}/attempts/${encodeURIComponent(attemptId)}/answers/${index}`, {
    method: 'PUT',
    body: { option },
  });
}
