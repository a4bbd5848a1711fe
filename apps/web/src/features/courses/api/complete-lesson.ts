import type { CourseDetail, LessonCompletion } from '@skilllink/contracts/courses';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { coursesKeys, learningElsewhere, lessonPath } from './keys';

interface CompleteLessonInput {
  courseId: string;
  lessonId: string;
  watchedSeconds: number;
}

export function completeLesson({ courseId, lessonId, watchedSeconds }: CompleteLessonInput): Promise<LessonCompletion> {
  return api<LessonCompletion>(`${lessonPath(courseId, lessonId)}/complete`, { method: 'POST', body: { watchedSeconds } });
}

/** Shows a completion at once (check mark, progress), then refetches everything courses. */
export function applyCompletion(queryClient: QueryClient, courseId: string, lessonId: string, completion: LessonCompletion) {
  queryClient.setQueryData<CourseDetail>(coursesKeys.detail(courseId), (course) =>
    course
      ? {
          ...course,
          enrollment: completion.enrollment,
          certificateCode: completion.certificateCode ?? course.certificateCode,
          lessons: course.lessons.map((lesson) => (lesson.id === lessonId ? { ...lesson, completed: true } : lesson)),
        }
      : course,
  );
  void queryClient.invalidateQueries({ queryKey: coursesKeys.all });
}

/** A video lesson watched to the end or past 90 %. */
export function useCompleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLesson,
    meta: learningElsewhere,
    onSuccess: (completion, { courseId, lessonId }) => applyCompletion(queryClient, courseId, lessonId, completion),
  });
}
