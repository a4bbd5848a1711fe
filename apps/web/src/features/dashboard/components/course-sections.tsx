import type { DashboardCourse, DashboardEnrolledCourse } from '@skilllink/contracts/dashboard';
import { BookOpen } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LevelBadge } from '../../../components/ui/level-badge';
import { SaverImage } from '../../../components/ui/saver-image';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { DashboardSection } from './dashboard-section';

/** The dashboard's courses carry no category (too small a box for its name anyway): a book stands in while data saver holds the image. */
function Thumb({ src }: { src: string }) {
  return (
    <SaverImage
      src={src}
      width={64}
      height={36}
      className="h-9 w-16 shrink-0 rounded-md"
      placeholder={<BookOpen className="size-4" aria-hidden="true" />}
    />
  );
}

interface ContinueProps {
  courses: DashboardEnrolledCourse[];
  onContinue: (course: DashboardEnrolledCourse) => void;
  /** The course whose Continue is on its way. */
  continuingId: string | null;
}

/** Continue Learning: shown only while enrolled courses are unfinished, with real progress. */
export function ContinueLearning({ courses, onContinue, continuingId }: ContinueProps) {
  const { t } = useTranslation('dashboard');
  if (courses.length === 0) return null;
  return (
    <DashboardSection title={t('courses.continueTitle')} viewAllTo="/app/courses">
      <ul className="flex flex-col gap-4">
        {courses.map((course) => (
          <li key={course.id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <Thumb src={course.thumbnail} />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-medium break-words text-fg">{course.title}</span>
                <span className="text-sm text-muted">{course.instructor}</span>
                <div
                  role="progressbar"
                  aria-label={t('courses.progressLabel', { title: course.title })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={course.progress}
                  className="h-2 w-full overflow-hidden rounded-full bg-surface-2"
                >
                  <div className="h-full rounded-full bg-primary" style={{ width: `${course.progress}%` }} />
                </div>
                <span className="text-xs text-muted tabular-nums">{t('courses.progress', { percent: course.progress })}</span>
              </div>
            </div>
            <Button
              size="sm"
              onClick={() => onContinue(course)}
              busy={continuingId === course.id}
              aria-label={t('courses.continueLabel', { title: course.title })}
            >
              {t('courses.continue')}
            </Button>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}

/** Recommended Courses: three courses with their level and a View link. */
export function RecommendedCourses({ courses }: { courses: DashboardCourse[] }) {
  const { t } = useTranslation('dashboard');
  if (courses.length === 0) return null;
  return (
    <DashboardSection title={t('courses.recommendedTitle')} viewAllTo="/app/courses">
      <ul className="flex flex-col gap-3">
        {courses.map((course) => (
          <li key={course.id} className="flex items-center gap-3">
            <Thumb src={course.thumbnail} />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="font-medium break-words text-fg">{course.title}</span>
              <LevelBadge level={course.level} label={t(`courses.levels.${course.level}`)} className="self-start" />
            </div>
            <Link
              to={`/app/courses/${course.id}`}
              aria-label={t('courses.viewLabel', { title: course.title })}
              className={buttonClasses({ size: 'sm', variant: 'secondary' })}
            >
              <BookOpen className="size-4" aria-hidden="true" />
              {t('courses.view')}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
