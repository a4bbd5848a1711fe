import type { CourseDetail } from '@skilllink/contracts/courses';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api';
import { coursesKeys, lessonPath } from './keys';

/**
 * Where the member is in a video (whole seconds). Fire and forget: a lost save only means the
 * video resumes a little earlier next time, so failures are not shown.
 */
export function savePosition(courseId: string, lessonId: string, positionSeconds: number): Promise<void> {
  return api<void>(`${lessonPath(courseId, lessonId)}/position`, {
    method: 'PUT',
    body: { positionSeconds: Math.max(0, Math.floor(positionSeconds)) },
  }).catch(() => undefined);
}

/** Saves the position and keeps the cached course in step, so reopening the lesson resumes there. */
export function useSavePosition(courseId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (lessonId: string, positionSeconds: number) => {
      queryClient.setQueryData<CourseDetail>(coursesKeys.detail(courseId), (course) =>
        course
          ? {
              ...course,
              lessons: course.lessons.map((l) => (l.id === lessonId ? { ...l, positionSeconds: Math.floor(positionSeconds) } : l)),
            }
          : course,
      );
      void savePosition(courseId, lessonId, positionSeconds);
    },
    [queryClient, courseId],
  );
}
