import type { EnrollResponse } from '@skilllink/contracts/courses';
import type { SkillCourses } from '@skilllink/contracts/course-skills';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../../lib/api';
import type { InvalidatesMeta } from '../../../../lib/query-client';
import { jobsKeys } from '../../api/keys';

// Learn what you lack (issue 22 item 8), through the courses API without the courses feature:
// the courses that teach a listing's missing skills, and adding one to the member's learning
// plan, which is enrolling in it (ADR 055).

export const skillCoursesKey = (skills: readonly string[]) => [...jobsKeys.all, 'learning', skills] as const;

export function getSkillCourses(skills: readonly string[], signal?: AbortSignal): Promise<SkillCourses> {
  return api<SkillCourses>(`/api/v1/courses/for-skills?${new URLSearchParams({ skills: skills.join(',') })}`, { signal });
}

/** POST the enrolment; "already enrolled" (409) is the outcome asked for, so it counts as added. */
export async function addToLearningPlan(courseId: string): Promise<void> {
  try {
    await api<EnrollResponse>(`/api/v1/courses/${encodeURIComponent(courseId)}/enrollment`, { method: 'POST' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
  }
}

export const skillCoursesQuery = (skills: readonly string[]) =>
  queryOptions({ queryKey: skillCoursesKey(skills), queryFn: ({ signal }) => getSkillCourses(skills, signal) });

/** The courses for these skills; nothing is asked when there is no missing skill. */
export function useSkillCourses(skills: readonly string[]) {
  return useQuery({ ...skillCoursesQuery(skills), enabled: skills.length > 0 });
}

/** What else shows a member's learning: the courses pages (Continue Learning) and the dashboard. */
const learningElsewhere: InvalidatesMeta = { invalidates: [['courses'], ['dashboard'], ['certificates']] };

/**
 * Adds a course to the learning plan: every list of courses for skills marks it at once, and
 * the courses pages and the dashboard refetch so Continue Learning shows it.
 */
export function useAddToLearningPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToLearningPlan,
    meta: learningElsewhere,
    onSuccess: (_data, courseId) => {
      queryClient.setQueriesData<SkillCourses>({ queryKey: [...jobsKeys.all, 'learning'] }, (data) =>
        data
          ? {
              items: data.items.map((item) => ({
                ...item,
                courses: item.courses.map((c) => (c.id === courseId ? { ...c, inLearningPlan: true } : c)),
              })),
            }
          : data,
      );
    },
  });
}
