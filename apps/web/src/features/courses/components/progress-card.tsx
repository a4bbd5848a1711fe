import { Award } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';
import { ProgressBar } from '../../../components/ui/progress-bar';
import '../i18n';

/** "N of M lessons completed" with the bar. */
export function ProgressCard({ done, total, percent }: { done: number; total: number; percent: number }) {
  const { t } = useTranslation('courses');
  return (
    <section aria-labelledby="course-progress" className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
      <h2 id="course-progress" className="text-lg font-semibold text-fg">
        {t('detail.progressTitle')}
      </h2>
      <ProgressBar percent={percent} label={t('detail.progressTitle')} />
      <p className="text-sm text-muted tabular-nums">{t('detail.lessonsCompleted', { count: done, total })}</p>
    </section>
  );
}

/** At 100 %: the "Course Completed!" card with the way to the certificate. */
export function CompletedCard({ title }: { title: string }) {
  const { t } = useTranslation('courses');
  return (
    <section aria-labelledby="course-completed" className="flex flex-col gap-3 rounded-xl border border-accent bg-surface p-4">
      <div className="flex items-center gap-2">
        <Award className="size-6 text-accent-text" aria-hidden="true" />
        <h2 id="course-completed" className="text-lg font-semibold text-fg">
          {t('detail.completedTitle')}
        </h2>
      </div>
      <p className="text-sm text-muted">{t('detail.completedBody', { title })}</p>
      <Link to="/app/certificates" className={buttonClasses({ size: 'sm' })}>
        {t('detail.viewCertificate')}
      </Link>
    </section>
  );
}
