import type { SkillAssessmentsResponse } from '@skilllink/contracts/skill-assessments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

// The Skills page's own key for this endpoint (features/skills/api/keys.ts, which a feature may
// not import): one cache entry for both, refreshed when that page invalidates ['skills'] after
// a test is taken.
const assessmentsKey = ['skills', 'assessments'] as const;

/** Skill name (lower case) → assessment slug, for the skills with a test not passed yet. */
export type AssessableSkills = ReadonlyMap<string, string>;

/**
 * The skills a member could still prove, to offer "Take the assessment" beside their own
 * unverified skills (issue 29 §6). Asked only when it can show something; a failure just
 * leaves the links out.
 */
export function useAssessableSkills(enabled: boolean) {
  return useQuery({
    queryKey: assessmentsKey,
    queryFn: ({ signal }) => api<SkillAssessmentsResponse>('/api/v1/skills/assessments', { signal }),
    enabled,
    select: (data): AssessableSkills =>
      new Map(data.items.filter((item) => item.badge === null).map((item) => [item.name.toLowerCase(), item.skill])),
  });
}
