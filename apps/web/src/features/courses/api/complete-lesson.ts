import type { CourseDetail, LessonCompletion } from '@skilllink/contracts/courses';
import type { QueryClient } from '@tanstack/react-query';
import { coursesKeys } from './keys';

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
