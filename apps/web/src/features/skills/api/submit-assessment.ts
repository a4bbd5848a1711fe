import type { SkillAssessmentResult } from '@skilllink/contracts/skill-assessments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { skillsKeys } from './keys';

interface SubmitInput {
  slug: string;
  attemptId: string;
  /** One per question; null only when time ran out. */
  answers: Array<number | null>;
}

/** Grades the attempt on the server; sent again it answers the same result. */
export function submitAssessment({ slug, attemptId, answers }: SubmitInput): Promise<SkillAssessmentResult> {
  return api<SkillAssessmentResult>(
    `/api/v1/skills/assessments/${encodeURIComponent(slug)}/attempts/${encodeURIComponent(attemptId)}/submit`,
    { method: 'POST', body: { answers } },
  );
}

export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAssessment,
    // A badge, a last score or one attempt fewer; a badge also shows on the profile and counts in job matches.
    onSettled: () => {
      for (const queryKey of [skillsKeys.assessments(), ['profile'], ['jobs'], ['dashboard']])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
