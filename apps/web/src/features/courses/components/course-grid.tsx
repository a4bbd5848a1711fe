import type { CourseSummary, Enrollment } from '@skilllink/contracts/courses';
import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState, type QueryLike } from '../../../components/ui/query-state';
import { usePainted } from '../../../lib/use-painted';
import { useTranslation } from '../../../lib/use-translation';
import { CourseCard, CourseCardSkeleton } from './course-card';
import '../i18n';

interface CourseGridProps {
  /** The courses query; the grid shows its `items`. */
  courses: QueryLike<{ items: CourseSummary[] }>;
  /** The previous answer is on screen while the new search loads. */
  isUpdating: boolean;
  enrollmentOf: (course: CourseSummary) => Enrollment | null;
  enrollingId: string | null;
  onEnroll: (course: CourseSummary) => void;
  onClearFilters: (() => void) | null;
}

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * All courses for the filters, with their loading, empty and error states. The cards come in
 * the render after the page's first paint (the grid is below Continue Learning, Featured and
 * the filters): until then its skeleton.
 */
export function CourseGrid({ courses, isUpdating, enrollmentOf, enrollingId, onEnroll, onClearFilters }: CourseGridProps) {
  const { t } = useTranslation('courses');
  // Until then, the query as if it had not answered yet: the same QueryState keeps its skeleton
  // (the same elements), rather than one skeleton replacing another.
  const painted = usePainted();
  const shown: CourseGridProps['courses'] = painted
    ? courses
    : { data: undefined, isError: false, isFetching: true, refetch: courses.refetch };
  return (
    <QueryState
      query={shown}
      loading={
        <div role="status" aria-label={t('list.loading')}>
          <div className={grid}>
            {Array.from({ length: 6 }, (_, i) => (
              <CourseCardSkeleton key={i} />
            ))}
          </div>
        </div>
      }
      errorTitle={t('list.errorTitle')}
      errorBody={t('list.errorBody')}
      isEmpty={(found) => found.items.length === 0}
      empty={
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
      }
    >
      {(found) => (
        <ul className={`${grid} transition-opacity ${isUpdating ? 'opacity-60' : ''}`} aria-busy={isUpdating || undefined}>
          {found.items.map((course) => (
            <li key={course.id} className="min-w-0">
              <CourseCard course={course} enrollment={enrollmentOf(course)} enrolling={enrollingId === course.id} onEnroll={onEnroll} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
