import { useQuery } from '@tanstack/react-query';
import { skillAssessmentsQuery } from '../../../lib/skill-assessments-query';

/** Skill name (lower case) → assessment slug, for the skills with a test not passed yet. */
export type AssessableSkills = ReadonlyMap<string, string>;

/**
 * The skills a member could still prove, to offer "Take the assessment" beside their own
 * unverified skills (issue 29 §6). Asked only when it can show something; a failure just
 * leaves the links out.
 */
export function useAssessableSkills(enabled: boolean) {
  return useQuery({
    ...skillAssessmentsQuery(),
    enabled,
    select: (data): AssessableSkills =>
      new Map(data.items.filter((item) => item.badge === null).map((item) => [item.name.toLowerCase(), item.skill])),
  });
}
