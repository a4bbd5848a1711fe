import type { SkillAssessmentsResponse } from '@skilllink/contracts/skill-assessments';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/**
 * GET /api/v1/skills/assessments — the ten assessments with the member's state at each (badge,
 * running attempt, attempts left). One cache entry for the pages that read it (Skills, the
 * profile's "Take the assessment", the certificates' skill badges); its key is under ['skills'],
 * so the Skills page's invalidation after a test refreshes them all.
 */
export function skillAssessmentsQuery() {
  return queryOptions({
    queryKey: ['skills', 'assessments'] as const,
    queryFn: ({ signal }) => api<SkillAssessmentsResponse>('/api/v1/skills/assessments', { signal }),
  });
}
