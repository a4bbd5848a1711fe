import type { CoursesPage } from '@skilllink/contracts/courses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { coursesKeys, type CourseFilters } from './keys';

export function getCourses(filters: CourseFilters, signal?: AbortSignal): Promise<CoursesPage> {
  const query = new URLSearchParams();
  if (filters.q) query.set('q', filters.q);
  if (filters.category !== 'all') query.set('category', filters.category);
  if (filters.level !== 'all') query.set('level', filters.level);
  if (filters.sort !== 'popularity') query.set('sort', filters.sort);
  const search = query.toString();
  return api<CoursesPage>(`/api/v1/courses${search ? `?${search}` : ''}`, { signal });
}

/** The catalogue for the filters, with Featured and the member's Continue Learning. */
export const coursesQuery = (filters: CourseFilters) =>
  queryOptions({
    queryKey: coursesKeys.list(filters),
    queryFn: ({ signal }) => getCourses(filters, signal),
    // A new search keeps the previous cards on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useCourses(filters: CourseFilters) {
  return useQuery(coursesQuery(filters));
}
