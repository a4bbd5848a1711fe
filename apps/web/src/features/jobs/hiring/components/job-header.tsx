import type { JobSummary } from '@skilllink/contracts/jobs';
import { ArrowLeft, Copy, Eye, Lock, Pencil, Unlock } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Link } from '../../../../components/ui/link';
import { useToast } from '../../../../components/ui/toast';
import { dateTimeFormat, FULL_DATE } from '../../../../lib/intl';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useDuplicateJob } from '../api/duplicate-job';
import { useSetJobOpen } from '../api/set-job-open';
import { ProjectStatusBadge } from '../../components/project-status-badge';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { JobStatusBadge } from './status-badge';
import '../../posting/i18n';

/** The job (or project) being hired for: what it is, its state, its count, and what its manager can do with it. */
export function JobHeader({ job }: { job: JobSummary }) {
  const { t } = useTranslation('jobsHiring');
  const toast = useToast();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const setOpen = useSetJobOpen();
  const duplicate = useDuplicateJob();
  const [confirming, setConfirming] = useState(false);
  const path = `/app/jobs/${encodeURIComponent(job.id)}`;
  const project = job.kind === 'project';
  // The words for closing and reopening: a job's, or a project's (which takes proposals).
  const words = project ? 'project' : 'applicants';
  // An awarded project stays closed (the server refuses a reopen): no Close/Reopen then.
  const awarded = job.projectStatus === 'awarded';

  function toggle() {
    const open = !job.isActive;
    setOpen.mutate(
      { jobId: job.id, open },
      {
        onSuccess: () => toast(t(open ? `${words}.reopened` : `${words}.closed`), 'success'),
        onError: (error) => toast(errorMessage(error), 'error'),
        onSettled: () => setConfirming(false),
      },
    );
  }

  function copy() {
    duplicate.mutate(job.id, {
      onSuccess: (created) => {
        toast(t('applicants.duplicated'), 'success');
        void navigate(`/app/jobs/${encodeURIComponent(created.id)}/edit`);
      },
      onError: (error) => toast(errorMessage(error), 'error'),
    });
  }

  return (
    <header className="flex flex-col gap-4">
      <Link
        to="/app/jobs?tab=posted"
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('applicants.back')}
      </Link>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight wrap-anywhere text-fg sm:text-3xl">{job.title}</h1>
          {job.projectStatus ? <ProjectStatusBadge status={job.projectStatus} /> : <JobStatusBadge isActive={job.isActive} />}
        </div>
        <p className="text-muted wrap-anywhere">
          {job.company.name} · {job.location}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span className="font-semibold text-fg tabular-nums">
            {t(project ? 'project.count' : 'applicants.count', { count: job.applicationsCount })}
          </span>
          {job.deadline && <span>{t('applicants.deadline', { date: dateTimeFormat(FULL_DATE).format(new Date(job.deadline)) })}</span>}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={`${path}/edit`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('applicants.edit')}
        </Link>
        {!awarded && (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            {job.isActive ? <Lock className="size-4" aria-hidden="true" /> : <Unlock className="size-4" aria-hidden="true" />}
            {t(job.isActive ? `${words}.close` : `${words}.reopen`)}
          </Button>
        )}
        <Button variant="secondary" size="sm" busy={duplicate.isPending} onClick={copy}>
          {!duplicate.isPending && <Copy className="size-4" aria-hidden="true" />}
          {duplicate.isPending ? t('applicants.duplicating') : t('applicants.duplicate')}
        </Button>
        <Link to={path} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <Eye className="size-4" aria-hidden="true" />
          {t('applicants.viewListing')}
        </Link>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t(job.isActive ? `${words}.closeTitle` : `${words}.reopenTitle`)}
          body={t(job.isActive ? `${words}.closeBody` : `${words}.reopenBody`)}
          confirm={t(job.isActive ? `${words}.confirmClose` : `${words}.confirmReopen`)}
          cancel={t('applicants.keep')}
          tone={job.isActive ? 'danger' : 'primary'}
          busy={setOpen.isPending}
          onConfirm={toggle}
          onClose={() => setConfirming(false)}
        />
      )}
    </header>
  );
}
