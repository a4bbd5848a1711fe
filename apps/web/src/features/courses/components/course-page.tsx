import { isNotFound, NotFoundState } from '../../../components/ui/not-found-state';
import { QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { useCourse } from '../api/get-course';
import { EnrolledCourse } from './enrolled-course';
import { EnrollmentRequired } from './enrollment-required';
import '../i18n';

function CourseSkeleton() {
  const { t } = useTranslation('courses');
  return (
    <div role="status" aria-label={t('detail.loading')} className="flex animate-pulse flex-col gap-4 motion-reduce:animate-none">
      <div className="h-5 w-32 rounded bg-surface-2" />
      <div className="h-8 w-2/3 rounded bg-surface-2" />
      <div className="h-4 w-full rounded bg-surface-2" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="aspect-video rounded-xl bg-surface-2" />
        <div className="h-64 rounded-xl bg-surface-2" />
      </div>
    </div>
  );
}

/** /app/courses/:courseId: not found, enrollment required, or the course with its player. */
export function CoursePage({ courseId }: { courseId: string }) {
  const { t } = useTranslation('courses');
  const course = useCourse(courseId);

  const { error } = course;
  if (isNotFound(error)) {
    return (
      <NotFoundState title={t('detail.notFound')} body={t('detail.notFoundBody')} backTo="/app/courses" backLabel={t('detail.back')} />
    );
  }
  return (
    <>
      {/* The page's heading while there is no course to name it. */}
      {error && !course.data && <h1 className="sr-only">{t('detail.errorTitle')}</h1>}
      <QueryState query={course} loading={<CourseSkeleton />} errorTitle={t('detail.errorTitle')} errorBody={t('list.errorBody')}>
        {(found) =>
          found.enrollment ? <EnrolledCourse course={found} enrollment={found.enrollment} /> : <EnrollmentRequired course={found} />
        }
      </QueryState>
    </>
  );
}
