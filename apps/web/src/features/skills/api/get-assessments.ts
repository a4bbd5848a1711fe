import { useQuery } from '@tanstack/react-query';
import { skillAssessmentsQuery } from '../../../lib/skill-assessments-query';

/** The ten assessments with the member's state at each: badge, running attempt, attempts left. */
export function useAssessments() {
  return useQuery(skillAssessmentsQuery());
}
