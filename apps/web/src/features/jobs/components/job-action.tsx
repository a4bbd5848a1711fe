import type { JobSummary } from '@skilllink/contracts/jobs';
import { useQueryClient } from '@tanstack/react-query';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { dataSaver } from '../../../lib/data-saver';
import { useTranslation } from '../../../lib/use-translation';
import { jobQuery } from '../api/get-job';
import { StatusBadge } from './status-badge';
import '../i18n';

/** Where focus lands after the apply dialog: the job's action area (its Apply button, or the status that replaced it). */
export const actionAreaId = (jobId: string) => `job-action-${jobId}`;

export function focusActionArea(jobId: string): HTMLElement | null {
  const area = document.getElementById(actionAreaId(jobId));
  return area?.querySelector<HTMLElement>('button, a') ?? area;
}

interface JobActionProps {
  job: JobSummary;
  onApply: (job: JobSummary) => void;
}

/**
 * What a member can do about a listing: their application's status instead of Apply once they
 * applied (spec §2), "Closed" for a closed job, the applicants for their own job, else Apply.
 */
export function JobAction({ job, onApply }: JobActionProps) {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  // The dialog needs the job's questions: asked for as the member reaches for Apply, they are
  // usually there when it opens (and focus can start in the cover letter). Not with data saver:
  // a hover or a tab past the button must not cost data (ADR 074); the dialog asks when it opens.
  const prefetch = () => {
    if (!dataSaver().on) void queryClient.prefetchQuery(jobQuery(job.id));
  };
  let content;
  if (job.postedByMe) {
    content = (
      <Link to={`/app/jobs/${encodeURIComponent(job.id)}/applicants`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        {t(job.kind === 'project' ? 'projects.viewProposals' : 'card.viewApplicants')}
      </Link>
    );
  } else if (job.myApplication) {
    content = <StatusBadge status={job.myApplication.status} proposal={job.kind === 'project'} className="px-3 py-1 text-sm" />;
  } else if (!job.isActive) {
    content = (
      <span className="rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold text-muted">
        {t(job.projectStatus === 'awarded' ? 'projectStatus.awarded' : 'card.closed')}
      </span>
    );
  } else {
    content = (
      <Button
        size="sm"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => onApply(job)}
        aria-label={job.kind === 'project' ? t('projects.submitProposalTo', { title: job.title }) : t('card.applyTo', { title: job.title })}
      >
        {t(job.kind === 'project' ? 'projects.submitProposal' : 'card.apply')}
      </Button>
    );
  }
  return (
    <div id={actionAreaId(job.id)} tabIndex={-1} className="flex min-h-11 items-center focus:outline-none">
      {content}
    </div>
  );
}
