import type { JobSummary } from '@skilllink/contracts/jobs';
import { Briefcase, ChevronRight, Plus, Users } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { QueryState } from '../../../components/ui/query-state';
import { RelativeTime } from '../../../components/ui/relative-time';
import { dateTimeFormat } from '../../../lib/intl';
import { useTranslation } from '../../../lib/use-translation';
import { CompaniesSection } from '../companies/components/companies-section';
import { ProjectStatusBadge } from '../components/project-status-badge';
import { usePostedJobs } from './api/get-posted-jobs';
import { JobStatusBadge } from './components/status-badge';
import '../posting/i18n';

const DEADLINE_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

function PostedJobRow({ job }: { job: JobSummary }) {
  const { t } = useTranslation('jobsHiring');
  const project = job.kind === 'project';
  return (
    <li>
      <Link
        to={`/app/jobs/${encodeURIComponent(job.id)}/applicants`}
        className="flex items-center gap-3 rounded-xl border border-border bg-surface p-4 transition-colors hover:bg-surface-2"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold wrap-anywhere text-fg">{job.title}</span>
            {job.projectStatus ? <ProjectStatusBadge status={job.projectStatus} /> : <JobStatusBadge isActive={job.isActive} />}
            {project && (
              <span className="rounded-full border border-border px-2 py-0.5 text-xs font-semibold text-muted">{t('posted.project')}</span>
            )}
          </div>
          <span className="text-sm wrap-anywhere text-muted">
            {job.company.name} · {job.location}
          </span>
          <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1 font-medium text-fg tabular-nums">
              <Users className="size-4" aria-hidden="true" />
              {t(project ? 'posted.proposals' : 'posted.applications', { count: job.applicationsCount })}
            </span>
            <span>
              {t('posted.postedAt')} <RelativeTime iso={job.postedAt} className="text-sm" />
            </span>
            {job.deadline && job.isActive && (
              <span>{t('posted.closesOn', { date: dateTimeFormat(DEADLINE_DATE).format(new Date(job.deadline)) })}</span>
            )}
          </span>
        </div>
        <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden="true" />
      </Link>
    </li>
  );
}

interface PostedJobsProps {
  /** Show the "Post a job" button above the list (default true); a page that has its own can hide it. */
  showPostButton?: boolean;
}

/**
 * The member's posted jobs and projects (and their companies'), newest first, each leading to its
 * applicants (proposals) with its count and state: the Jobs page's "Posted" tab.
 */
export function PostedJobs({ showPostButton = true }: PostedJobsProps) {
  const { t } = useTranslation('jobsHiring');
  const posted = usePostedJobs();
  const postLink = (
    <div className="flex flex-wrap justify-end gap-2">
      <Link to="/app/jobs/new" className={buttonClasses({ size: 'sm' })}>
        <Plus className="size-4" aria-hidden="true" />
        {t('posted.post')}
      </Link>
      <Link to="/app/jobs/new?kind=project" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <Plus className="size-4" aria-hidden="true" />
        {t('posted.postProject')}
      </Link>
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      {showPostButton && posted.data?.items.length ? postLink : null}
      <QueryState
        query={posted}
        errorTitle={t('posted.loadError')}
        errorBody={t('form.loadErrorBody')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<Briefcase className="size-8" aria-hidden="true" />}
            title={t('posted.empty')}
            body={t('posted.emptyBody')}
            action={postLink}
          />
        }
        loading={
          <ul aria-busy="true" aria-label={t('posted.loading')} className="flex flex-col gap-3">
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-24 animate-pulse rounded-xl border border-border bg-surface-2 motion-reduce:animate-none" />
            ))}
          </ul>
        }
      >
        {(data) => (
          <ul aria-label={t('posted.label')} className="flex flex-col gap-3">
            {data.items.map((job) => (
              <PostedJobRow key={job.id} job={job} />
            ))}
          </ul>
        )}
      </QueryState>
      <CompaniesSection />
    </div>
  );
}
