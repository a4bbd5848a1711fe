import type { CourseSummary, Enrollment } from '@skilllink/contracts/courses';
import { AlertTriangle, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTranslation } from '../../../lib/use-translation';
import { CourseCard, CourseCardSkeleton } from './course-card';
import '../i18n';

interface CourseGridProps {
  courses: CourseSummary[] | undefined;
  isError: boolean;
  /** The previous answer is on screen while the new search loads. */
  isUpdating: boolean;
  enrollmentOf: (course: CourseSummary) => Enrollment | null;
  enrollingId: string | null;
  onEnroll: (course: CourseSummary) => void;
  onRetry: () => void;
  onClearFilters: (() => void) | null;
}

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** All courses for the filters, with their loading, empty and error states. */
export function CourseGrid({
  courses,
  isError,
  isUpdating,
  enrollmentOf,
  enrollingId,
  onEnroll,
  onRetry,
  onClearFilters,
}: CourseGridProps) {
  const { t } = useTranslation('courses');
  const { t: tCommon } = useTranslation();

  if (!courses && isError) {
    return (
      <EmptyState
        icon={<AlertTriangle className="size-8" aria-hidden="true" />}
        title={t('list.errorTitle')}
        body={t('list.errorBody')}
        action={<Button onClick={onRetry}>{tCommon('retry')}</Button>}
      />
    );
  }
  if (!courses) {
    return (
      <div role="status" aria-label={t('list.loading')}>
        <div className={grid}>
          {Array.from({ length: 6 }, (_, i) => (
            <CourseCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (courses.length === 0) {
    return (
      <EmptyState
        icon={<SearchX className="size-8" aria-hidden="true" />}
        title={t('list.emptyTitle')}
        body={onClearFilters ? t('list.emptyBody') : undefined}
        action={
          onClearFilters && (
            <Button variant="secondary" onClick={onClearFilters}>
              {t('list.clearFilters')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <ul className={`${grid} transition-opacity ${isUpdating ? 'opacity-60' : ''}`} aria-busy={isUpdating || undefined}>
      {courses.map((course) => (
        <li key={course.id} className="min-w-0">
          <CourseCard course={course} enrollment={enrollmentOf(course)} enrolling={enrollingId === course.id} onEnroll={onEnroll} />
        </li>
      ))}
    </ul>
  );
}
