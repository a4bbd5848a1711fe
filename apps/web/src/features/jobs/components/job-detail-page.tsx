import { ArrowLeft } from 'lucide-react';
import { Link } from '../../../components/ui/link';
import { isNotFound, NotFoundState } from '../../../components/ui/not-found-state';
import { QueryState } from '../../../components/ui/query-state';
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
  if (isNotFound(error)) {
    return <NotFoundState title={t('detail.notFound')} body={t('detail.notFoundBody')} backTo="/app/jobs" backLabel={t('detail.back')} />;
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
