import type { CourseDetail, WatchProgress } from '@skilllink/contracts/courses';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api';
import { applyCompletion } from './complete-lesson';
import { coursesKeys, learningElsewhere, lessonPath } from './keys';

/** Where the playing video is; the server answers how much it has verified and whether the lesson is complete. */
export function sendHeartbeat(courseId: string, lessonId: string, positionSeconds: number): Promise<WatchProgress> {
  return api<WatchProgress>(`${lessonPath(courseId, lessonId)}/heartbeat`, {
    method: 'POST',
    body: { positionSeconds: Math.max(0, positionSeconds) },
  });
}

/**
 * Sends a heartbeat and keeps the cached course in step (the position Continue resumes at).
 * When the server completes the lesson, the completion is shown at once, like a passed quiz,
 * and the other learning views refresh.
 */
export function useHeartbeat(courseId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (lessonId: string, positionSeconds: number): Promise<WatchProgress> => {
      queryClient.setQueryData<CourseDetail>(coursesKeys.detail(courseId), (course) =>
        course
          ? {
              ...course,
              lessons: course.lessons.map((l) => (l.id === lessonId ? { ...l, positionSeconds: Math.floor(positionSeconds) } : l)),
            }
          : course,
      );
      const progress = await sendHeartbeat(courseId, lessonId, positionSeconds);
      if (progress.completion) {
        applyCompletion(queryClient, courseId, lessonId, progress.completion);
        for (const queryKey of learningElsewhere.invalidates) void queryClient.invalidateQueries({ queryKey });
      }
      return progress;
    },
    [queryClient, courseId],
  );
}
