import type { CourseSummary, Enrollment } from '@skilllink/contracts/courses';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LevelBadge } from '../../../components/ui/level-badge';
import { SaverImage } from '../../../components/ui/saver-image';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';
import { CourseStats } from './course-stats';
import { ProgressBar } from '../../../components/ui/progress-bar';
import '../i18n';

/** A course in a list; `enrollment` when the member is enrolled (Continue instead of Enroll). */
export interface CourseCardProps {
  course: CourseSummary;
  enrollment: Enrollment | null;
  enrolling: boolean;
  onEnroll: (course: CourseSummary) => void;
  /** Featured cards load their image at once; the grid's are lazy (below the fold on phones). */
  eager?: boolean;
}

export function CourseCard({ course, enrollment, enrolling, onEnroll, eager }: CourseCardProps) {
  const { t } = useTranslation('courses');
  const href = `/app/courses/${encodeURIComponent(course.id)}`;
  return (
    <article className="flex h-full min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm">
      <SaverImage
        src={course.thumbnail}
        width={320}
        height={180}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-video w-full"
        placeholder={t(`categories.${course.category}`)}
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadge level={course.level} label={t(`levels.${course.level}`)} />
          <span className="text-xs font-medium text-muted">{t(`categories.${course.category}`)}</span>
          <span className="ml-auto text-sm font-semibold text-success">{t('card.free')}</span>
        </div>
        <div className="flex flex-col gap-1">
          <h3 className="text-lg leading-snug font-semibold wrap-anywhere text-fg">
            <Link to={href} className="hover:underline focus-visible:underline">
              {course.title}
            </Link>
          </h3>
          <p className="text-sm wrap-anywhere text-muted">{t('card.by', { instructor: course.instructor })}</p>
        </div>
        <CourseStats course={course} />
        {enrollment && (
          <div className="flex flex-col gap-1">
            <ProgressBar percent={enrollment.progress} label={t('card.progressLabel', { title: course.title })} />
            <p className="text-xs text-muted tabular-nums">{t('card.progress', { percent: enrollment.progress })}</p>
          </div>
        )}
        <div className="mt-auto pt-1">
          {enrollment ? (
            <Link
              to={href}
              className={buttonClasses({ variant: 'secondary', fullWidth: true })}
              aria-label={t('card.continueIn', { title: course.title })}
            >
              {t('card.continue')}
            </Link>
          ) : (
            <Button fullWidth busy={enrolling} onClick={() => onEnroll(course)} aria-label={t('card.enrollIn', { title: course.title })}>
              {enrolling ? t('card.enrolling') : t('card.enroll')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

export function CourseCardSkeleton() {
  return (
    <div
      className="flex animate-pulse flex-col overflow-hidden rounded-xl border border-border bg-surface motion-reduce:animate-none"
      aria-hidden="true"
    >
      <div className="aspect-video w-full bg-surface-2" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-5 w-1/3 rounded bg-surface-2" />
        <div className="h-6 w-3/4 rounded bg-surface-2" />
        <div className="h-4 w-1/2 rounded bg-surface-2" />
        <div className="h-11 rounded bg-surface-2" />
      </div>
    </div>
  );
}
