import type { SkillAssessmentsResponse } from '@skilllink/contracts/skill-assessments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { skillsKeys } from './keys';

export function getAssessments(signal?: AbortSignal): Promise<SkillAssessmentsResponse> {
  return api<SkillAssessmentsResponse>('/api/v1/skills/assessments', { signal });
}

export function assessmentsQueryOptions() {
  return queryOptions({ queryKey: skillsKeys.assessments(), queryFn: ({ signal }) => getAssessments(signal) });
}

/** The ten assessments with the member's state at each: badge, running attempt, attempts left. */
export function useAssessments() {
  return useQuery(assessmentsQueryOptions());
}
