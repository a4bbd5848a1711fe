import type { CourseSort } from '../constants';

/** The list's filters as the server takes them (GET /api/v1/courses?q=&category=&level=&sort=). */
export interface CourseFilters {
  q: string;
  category: string;
  level: string;
  sort: CourseSort;
}

/**
 * Every courses query lives under ['courses', …]: enrolling, completing a lesson or reviewing
 * invalidates `all`, so the list, the course and its reviews agree with the server. The quiz
 * attempt does not: fetching it again after a submission starts a new attempt, which would
 * replace the result on screen (a pass completes the lesson and invalidates `all`). Only
 * Retake starts the next attempt.
 */
export const coursesKeys = {
  all: ['courses'] as const,
  lists: () => ['courses', 'list'] as const,
  list: (filters: CourseFilters) => ['courses', 'list', filters] as const,
  detail: (courseId: string) => ['courses', 'detail', courseId] as const,
  reviews: (courseId: string) => ['courses', 'reviews', courseId] as const,
  quiz: (courseId: string, lessonId: string) => ['course-quiz', courseId, lessonId] as const,
};

export const coursePath = (courseId: string) => `/api/v1/courses/${encodeURIComponent(courseId)}`;
export const lessonPath = (courseId: string, lessonId: string) => `${coursePath(courseId)}/lessons/${encodeURIComponent(lessonId)}`;

/**
 * What other areas show of a member's learning, refreshed after enrolling or completing: the
 * dashboard (Continue Learning, Recommended Courses) and the certificates (lists, profile).
 */
export const learningElsewhere = { invalidates: [['dashboard'], ['certificates']] };
