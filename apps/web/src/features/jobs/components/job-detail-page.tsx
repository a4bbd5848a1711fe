import { ArrowLeft, SearchX } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useJob } from '../api/get-job';
import { JobDetailView } from './job-detail-view';
import '../i18n';

function JobSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex animate-pulse flex-col gap-6 motion-reduce:animate-none">
      <div className="h-72 rounded-xl border border-border bg-surface-2" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="h-80 rounded-xl bg-surface-2" />
        <div className="h-80 rounded-xl bg-surface-2" />
      </div>
    </div>
  );
}

/** /app/jobs/:jobId: the listing, a friendly not-found, or a failed load with Try again. */
export function JobDetailPage({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  const job = useJob(jobId);
  const back = (
    <Link to="/app/jobs" className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-primary hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );
  const { error } = job;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="sr-only">{t('detail.notFound')}</h1>
        <EmptyState
          icon={<SearchX className="size-8" aria-hidden="true" />}
          title={t('detail.notFound')}
          body={t('detail.notFoundBody')}
          action={
            <Link to="/app/jobs" className={buttonClasses()}>
              {t('detail.back')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {back}
      {/* The page's heading while there is no job to name it. */}
      {error && !job.data && <h1 className="sr-only">{t('detail.errorTitle')}</h1>}
      <QueryState
        query={job}
        loading={<JobSkeleton label={t('detail.loading')} />}
        errorTitle={t('detail.errorTitle')}
        errorBody={t('list.errorBody')}
      >
        {(found) => <JobDetailView job={found} />}
      </QueryState>
    </div>
  );
}
