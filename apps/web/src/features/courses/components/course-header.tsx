import type { CourseDetail } from '@skilllink/contracts/courses';
import { ArrowLeft, CalendarPlus } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { LevelBadge } from '../../../components/ui/level-badge';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';
import { CourseShare } from './course-share';
import { CourseStats } from './course-stats';
import '../i18n';

const studySessionLink = (title: string) =>
  `/app/calendar?${new URLSearchParams({ new: '1', title, calendar: 'learning', category: 'learning' })}`;

/** Back link, percent-complete badge, title, description, instructor and the course's facts. */
export function CourseHeader({ course, progress }: { course: CourseDetail; progress: number }) {
  const { t } = useTranslation('courses');
  return (
    <header className="flex flex-col gap-3">
      <Link
        to="/app/courses"
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('detail.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-fg tabular-nums">
          {t('detail.percentComplete', { percent: progress })}
        </span>
        <LevelBadge level={course.level} label={t(`levels.${course.level}`)} />
        <span className="text-xs font-medium text-muted">{t(`categories.${course.category}`)}</span>
      </div>
      <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-fg sm:text-3xl">{course.title}</h1>
      <p className="wrap-anywhere text-muted">{course.description}</p>
      <p className="text-sm text-fg">{t('detail.instructor', { instructor: course.instructor })}</p>
      <CourseStats course={course} />
      {/* The calendar reads these parameters and opens its event form prefilled in the learning
          calendar: the two areas meet through the address, never through each other's code. */}
      <div className="flex flex-wrap gap-2">
        <Link
          to={studySessionLink(t('detail.sessionTitle', { title: course.title }))}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <CalendarPlus className="size-4" aria-hidden="true" />
          {t('detail.schedule')}
        </Link>
        <CourseShare course={course} />
      </div>
    </header>
  );
}
