import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';

interface CourseEnrollmentOnly {
  enrollment: { lastLessonId: string | null } | null;
}

/**
 * "Continue lesson": asks the course as the member sees it, so Continue only
 * says "Resuming…" when the course still exists and the member is still enrolled in it.
 */
export async function continueLesson(courseId: string): Promise<{ courseId: string }> {
  const course = await api<CourseEnrollmentOnly>(`/api/v1/courses/${encodeURIComponent(courseId)}`);
  if (!course.enrollment) throw new ApiError(403, 'not_enrolled', 'Not enrolled in this course');
  return { courseId };
}

export function useContinueLesson() {
  return useMutation({ mutationFn: continueLesson });
}
