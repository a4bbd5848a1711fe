import type { JobSummary } from '@skilllink/contracts/jobs';
import { Link } from '../../../components/ui/link';
import { RelativeTime } from '../../../components/ui/relative-time';
import { numberFormat } from '../../../lib/intl';
import { useTranslation } from '../../../lib/use-translation';
import { CompanyLogo } from './company-logo';
import { JobAction } from './job-action';
import { JobFacts } from './job-facts';
import { MatchBadge } from './match-badge';
import { SaveButton } from './save-button';
import { SkillChips } from './skill-chips';
import '../i18n';

export const jobHref = (jobId: string) => `/app/jobs/${encodeURIComponent(jobId)}`;

interface JobCardProps {
  job: JobSummary;
  onApply: (job: JobSummary) => void;
}

/** A job (or project) in a list: who, where, what it pays, the skills, when, the match (a project: its proposals), Save and Apply. */
export function JobCard({ job, onApply }: JobCardProps) {
  const { t } = useTranslation('jobs');
  return (
    <article className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <CompanyLogo company={job.company} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 className="text-lg leading-snug font-semibold wrap-anywhere text-fg">
            <Link to={jobHref(job.id)} className="hover:underline focus-visible:underline">
              {job.title}
            </Link>
          </h3>
          <p className="text-sm wrap-anywhere text-muted">{job.company.name}</p>
        </div>
        <SaveButton job={job} />
      </div>
      <JobFacts job={job} />
      <SkillChips skills={job.skills} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="inline-flex items-center gap-1 text-xs text-muted">
            {t('card.posted')} <RelativeTime iso={job.postedAt} />
          </span>
          <MatchBadge score={job.matchScore} />
          {job.kind === 'project' && (
            <span className="text-xs text-muted tabular-nums">
              {t('projects.proposals', { count: job.applicationsCount, formatted: numberFormat().format(job.applicationsCount) })}
            </span>
          )}
        </div>
        <JobAction job={job} onApply={onApply} />
      </div>
    </article>
  );
}

/** The card's shape while the list loads: the same heights, so nothing moves when it arrives. */
export function JobCardSkeleton() {
  return (
    <div
      className="flex animate-pulse flex-col gap-3 rounded-xl border border-border bg-surface p-4 motion-reduce:animate-none"
      aria-hidden="true"
    >
      <div className="flex items-start gap-3">
        <div className="size-12 shrink-0 rounded-lg bg-surface-2" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-6 w-3/4 rounded bg-surface-2" />
          <div className="h-4 w-1/3 rounded bg-surface-2" />
        </div>
        <div className="size-11 shrink-0 rounded-lg bg-surface-2" />
      </div>
      <div className="h-5 w-5/6 rounded bg-surface-2" />
      <div className="h-5 w-1/2 rounded bg-surface-2" />
      <div className="flex items-center justify-between border-t border-border pt-3">
        <div className="h-5 w-40 rounded bg-surface-2" />
        <div className="h-11 w-20 rounded-lg bg-surface-2" />
      </div>
    </div>
  );
}
