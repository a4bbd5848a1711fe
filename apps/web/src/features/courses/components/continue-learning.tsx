import type { EnrolledCourse } from '@skilllink/contracts/courses';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { SaverImage } from '../../../components/ui/saver-image';
import { useTranslation } from '../../../lib/use-translation';
import { ProgressBar } from '../../../components/ui/progress-bar';
import '../i18n';

/** The member's courses in progress (at most 3, most recent first); Continue opens the last lesson. */
export function ContinueLearning({ courses }: { courses: EnrolledCourse[] }) {
  const { t } = useTranslation('courses');
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby="continue-learning" className="flex flex-col gap-3">
      <h2 id="continue-learning" className="text-xl font-semibold text-fg">
        {t('list.continueTitle')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
        {courses.map((course) => (
          <li key={course.id} className="flex min-w-0 gap-3 rounded-xl border border-border bg-surface p-3">
            <SaverImage
              src={course.thumbnail}
              width={96}
              height={54}
              className="h-14 w-24 shrink-0 rounded-md"
              placeholder={t(`categories.${course.category}`)}
            />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <p className="truncate font-semibold text-fg" title={course.title}>
                {course.title}
              </p>
              <ProgressBar percent={course.enrollment.progress} label={t('card.progressLabel', { title: course.title })} />
              <div className="flex items-center justify-between gap-2">
                <span className="text-xs text-muted tabular-nums">{t('card.progress', { percent: course.enrollment.progress })}</span>
                <Link
                  to={`/app/courses/${encodeURIComponent(course.id)}`}
                  className={buttonClasses({ size: 'sm' })}
                  aria-label={t('card.continueIn', { title: course.title })}
                >
                  {t('card.continue')}
                </Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
