import { AlertTriangle, SearchX } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { ApiError } from '../../../lib/api';
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
  const { t: tCommon } = useTranslation();
  const course = useCourse(courseId);

  if (course.error) {
    const missing = course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 400);
    return (
      <div className="flex flex-col gap-4">
        <h1 className="sr-only">{missing ? t('detail.notFound') : t('detail.errorTitle')}</h1>
        <EmptyState
          icon={missing ? <SearchX className="size-8" aria-hidden="true" /> : <AlertTriangle className="size-8" aria-hidden="true" />}
          title={missing ? t('detail.notFound') : t('detail.errorTitle')}
          body={missing ? t('detail.notFoundBody') : t('list.errorBody')}
          action={
            missing ? (
              <Link to="/app/courses" className={buttonClasses()}>
                {t('detail.back')}
              </Link>
            ) : (
              <Button onClick={() => void course.refetch()}>{tCommon('retry')}</Button>
            )
          }
        />
      </div>
    );
  }
  if (!course.data) return <CourseSkeleton />;
  const { enrollment } = course.data;
  if (!enrollment) return <EnrollmentRequired course={course.data} />;
  return <EnrolledCourse course={course.data} enrollment={enrollment} />;
}
