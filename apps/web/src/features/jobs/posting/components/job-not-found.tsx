import { SearchX } from 'lucide-react';
import { buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Link } from '../../../../components/ui/link';
import { useTranslation } from '../../../../lib/use-translation';
import '../i18n';

/** A job that is not there, or not the reader's to manage (the server answers 404 for both). */
export function JobNotFound() {
  const { t } = useTranslation('jobsHiring');
  return (
    <EmptyState
      icon={<SearchX className="size-8" aria-hidden="true" />}
      title={t('applicants.notFound')}
      body={t('applicants.notFoundBody')}
      action={
        <Link to="/app/jobs" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('applicants.backToJobs')}
        </Link>
      }
    />
  );
}
