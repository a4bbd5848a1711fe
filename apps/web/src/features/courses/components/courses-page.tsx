import type { CourseSummary } from '@skilllink/contracts/courses';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useEnroll } from '../api/enroll';
import { useCourses } from '../api/get-courses';
import { useBanner } from '../hooks/use-banner';
import { useCourseFilters } from '../hooks/use-course-filters';
import { useEnrollErrorMessage } from '../hooks/use-enroll-message';
import { ContinueLearning } from './continue-learning';
import { CourseCard } from './course-card';
import { CourseFilters } from './course-filters';
import { CourseGrid } from './course-grid';
import { EnrollBanner } from './enroll-banner';
import '../i18n';

/** /app/courses: the course list. */
export function CoursesPage({ title }: { title: string }) {
  const { t } = useTranslation('courses');
  const { filters, update, clear } = useCourseFilters();
  const courses = useCourses(filters);
  const enroll = useEnroll();
  const { banner, show } = useBanner();
  const enrollError = useEnrollErrorMessage();
  const data = courses.data;

  // Every enrolment of the member (finished ones too), so each card shows Enroll or Continue.
  const enrolled = useMemo(
    () => new Map([...(data?.continueLearning ?? []).map((c) => c.enrollment), ...(data?.enrollments ?? [])].map((e) => [e.courseId, e])),
    [data],
  );
  const enrollmentOf = useCallback((course: CourseSummary) => enrolled.get(course.id) ?? null, [enrolled]);

  const onEnroll = (course: CourseSummary) =>
    enroll.mutate(course.id, {
      onSuccess: () => show({ tone: 'success', message: t('enroll.success', { title: course.title }) }),
      onError: (error) => show({ tone: 'danger', message: enrollError(error) }),
    });
  const enrollingId = enroll.isPending ? (enroll.variables ?? null) : null;
  const filtered = filters.q !== '' || filters.category !== 'all' || filters.level !== 'all';
  const grid = (
    <CourseGrid
      courses={courses}
      isUpdating={courses.isPlaceholderData && courses.isFetching}
      enrollmentOf={enrollmentOf}
      enrollingId={enrollingId}
      onEnroll={onEnroll}
      onClearFilters={filtered ? clear : null}
    />
  );
  const header = (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
      <p className="text-muted">{t('list.intro')}</p>
    </div>
  );

  // Until the first answer, only the grid's skeleton (or its error) under the title: whether
  // "Continue learning" and "Featured" exist is not known yet, and filters drawn above the
  // grid would jump down when they arrive (Lighthouse measured a layout shift of 0.66).
  if (!data) {
    return (
      <div className="flex min-w-0 flex-col gap-8">
        {header}
        {grid}
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-8">
      {header}
      <EnrollBanner banner={banner} />
      <ContinueLearning courses={data.continueLearning} />
      {data.featured.length > 0 && (
        <section aria-labelledby="featured-courses" className="flex flex-col gap-3">
          <h2 id="featured-courses" className="text-xl font-semibold text-fg">
            {t('list.featuredTitle')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {data.featured.map((course) => (
              <li key={course.id} className="min-w-0">
                <CourseCard
                  course={course}
                  enrollment={enrollmentOf(course)}
                  enrolling={enrollingId === course.id}
                  onEnroll={onEnroll}
                  eager
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="all-courses" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="all-courses" className="text-xl font-semibold text-fg">
            {t('list.allTitle')}
          </h2>
          <p className="text-sm text-muted tabular-nums" aria-live="polite">
            {t('list.count', { count: data.items.length })}
          </p>
        </div>
        <CourseFilters filters={filters} onChange={update} />
        {grid}
      </section>
    </div>
  );
}
