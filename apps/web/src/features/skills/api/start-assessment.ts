import type { SkillAssessmentAttempt } from '@skilllink/contracts/skill-assessments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { skillsKeys } from './keys';

/** Resumes the running attempt (same questions, same clock, saved answers) or starts one. */
export function startAssessment(slug: string): Promise<SkillAssessmentAttempt> {
  return api<SkillAssessmentAttempt>(`/api/v1/skills/assessments/${encodeURIComponent(slug)}/attempts`, { method: 'POST' });
}

export function useStartAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAssessment,
    // The list now shows "Resume" and one attempt fewer (or the reason a start was refused).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: skillsKeys.assessments() }),
  });
}
