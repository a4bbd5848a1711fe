import { APPLICATION_STATUSES, type ApplicationStatus, type ListingKind } from '@skilllink/contracts/job-constants';
import type { Applicant } from '@skilllink/contracts/jobs';
import { Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageLoading } from '../../../../components/ui/page-loading';
import { QueryState } from '../../../../components/ui/query-state';
import { useToast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import type { ApplicantFilters as Filters } from '../../posting/api/keys';
import { JobNotFound } from '../../posting/components/job-not-found';
import { useApplicants } from '../api/get-applicants';
import { useMoveApplication } from '../api/move-application';
import { ApplicantCard } from './applicant-card';
import { ApplicantFilters } from './applicant-filters';
import { JobHeader } from './job-header';
import '../../posting/i18n';

type ListText = 'listLabel' | 'empty' | 'emptyBody' | 'emptyFiltered' | 'showAll';

/** A project's list speaks of proposals, a job's of applicants. */
const proposals = (kind: ListingKind, text: ListText) =>
  kind === 'project' ? (`proposals.${text}` as const) : (`applicants.${text}` as const);

/** The filters from the address (?status=&sort=), so a reload or a shared link keeps them. */
function useFilters(): [Filters, (changes: Partial<Filters>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: Filters = {
    // Any status the server knows: a job's list has no "awarded" and a project's no "accepted", and says none then.
    status: (APPLICATION_STATUSES as readonly string[]).includes(status ?? '') ? (status as ApplicationStatus) : 'all',
    sort: params.get('sort') === 'newest' ? 'newest' : 'match',
  };
  const update = (changes: Partial<Filters>) => {
    const next = { ...filters, ...changes };
    const search = new URLSearchParams();
    if (next.status !== 'all') search.set('status', next.status);
    if (next.sort !== 'match') search.set('sort', next.sort);
    setParams(search, { replace: true });
  };
  return [filters, update];
}

/** /app/jobs/:jobId/applicants: the job's manager reviews its applicants (a project's: its proposals) and moves them on. */
export function ApplicantsPage({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobsHiring');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [filters, setFilters] = useFilters();
  const applicants = useApplicants(jobId, filters);
  const move = useMoveApplication((error) => toast(errorMessage(error), 'error'));

  if (applicants.error instanceof ApiError && applicants.error.status === 404) return <JobNotFound />;

  const onMove = (applicant: Applicant, status: ApplicationStatus) =>
    move.mutate(
      { jobId, applicationId: applicant.applicationId, status },
      { onSuccess: () => toast(t('applicants.moved', { name: applicant.member.name, status: t(`status.${status}`) }), 'success') },
    );
  const filtered = filters.status !== 'all';

  return (
    <QueryState
      query={applicants}
      loading={<PageLoading label={t('applicants.loading')} />}
      errorTitle={t('applicants.loadError')}
      errorBody={t('form.loadErrorBody')}
    >
      {(data) => (
        <div className="flex min-w-0 flex-col gap-6">
          <JobHeader job={data.job} />
          <section aria-labelledby="applicants-heading" className="flex flex-col gap-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <h2 id="applicants-heading" className="text-xl font-semibold text-fg">
                {t(proposals(data.job.kind, 'listLabel'))}
              </h2>
              <ApplicantFilters kind={data.job.kind} filters={filters} onChange={setFilters} />
            </div>
            {data.items.length === 0 ? (
              <EmptyState
                icon={<Users className="size-8" aria-hidden="true" />}
                title={t(proposals(data.job.kind, filtered ? 'emptyFiltered' : 'empty'))}
                body={filtered ? undefined : t(proposals(data.job.kind, 'emptyBody'))}
                action={
                  filtered ? (
                    <Button variant="secondary" size="sm" onClick={() => setFilters({ status: 'all' })}>
                      {t(proposals(data.job.kind, 'showAll'))}
                    </Button>
                  ) : undefined
                }
              />
            ) : (
              <ul
                aria-labelledby="applicants-heading"
                aria-busy={applicants.isPlaceholderData || undefined}
                className={cn('flex flex-col gap-4', applicants.isPlaceholderData && 'opacity-60')}
              >
                {data.items.map((applicant) => (
                  <li key={applicant.applicationId}>
                    <ApplicantCard applicant={applicant} kind={data.job.kind} onMove={onMove} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </QueryState>
  );
}
