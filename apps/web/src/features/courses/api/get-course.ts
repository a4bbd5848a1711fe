import type { CourseDetail } from '@skilllink/contracts/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { coursePath, coursesKeys } from './keys';

export function getCourse(courseId: string, signal?: AbortSignal): Promise<CourseDetail> {
  return api<CourseDetail>(coursePath(courseId), { signal });
}

/** One course with its lessons and, when enrolled, the member's progress. */
export const courseQuery = (courseId: string) =>
  queryOptions({ queryKey: coursesKeys.detail(courseId), queryFn: ({ signal }) => getCourse(courseId, signal) });

export function useCourse(courseId: string) {
  return useQuery(courseQuery(courseId));
}
