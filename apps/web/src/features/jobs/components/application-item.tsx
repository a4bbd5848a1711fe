import type { MyApplication } from '@skilllink/contracts/jobs';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { RelativeTime } from '../../../components/ui/relative-time';
import { useTranslation } from '../../../lib/use-translation';
import { CompanyLogo } from './company-logo';
import { jobHref } from './job-card';
import { MessageAboutLink } from './message-about';
import { StatusBadge } from './status-badge';
import '../i18n';

export const withdrawButtonId = (applicationId: string) => `withdraw-${applicationId}`;

interface ApplicationItemProps {
  application: MyApplication;
  onWithdraw: (application: MyApplication) => void;
}

/** One of my applications or proposals: the listing, when I sent it (and when it last moved), its status, Withdraw while pending. */
export function ApplicationItem({ application, onWithdraw }: ApplicationItemProps) {
  const { t } = useTranslation('jobs');
  const { job } = application;
  const moved = application.updatedAt !== application.appliedAt;
  // A proposal (to a freelance project) and a job application share the list, each named as what it is.
  const proposal = job.kind === 'project';
  return (
    <article
      data-application={application.id}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <CompanyLogo company={job.company} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="text-lg leading-snug font-semibold wrap-anywhere text-fg">
            <Link to={jobHref(job.id)} className="hover:underline focus-visible:underline">
              {job.title}
            </Link>
          </h3>
          <p className="text-sm wrap-anywhere text-muted">
            {job.company.name} · {job.location}
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
            <span className="rounded-full border border-border px-2 py-0.5 font-semibold text-fg">
              {t(proposal ? 'proposal.kind' : 'proposal.applicationKind')}
            </span>
            <span className="inline-flex items-center gap-1">
              {t(proposal ? 'applications.sent' : 'applications.applied')} <RelativeTime iso={application.appliedAt} />
            </span>
            {moved && (
              <span className="inline-flex items-center gap-1">
                {t('applications.updated')} <RelativeTime iso={application.updatedAt} />
              </span>
            )}
          </p>
        </div>
      </div>
      {/* At 360 px the buttons go under the status rather than squeeze it. */}
      <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-nowrap sm:justify-end">
        <StatusBadge status={application.status} proposal={proposal} className="px-3 py-1 text-sm whitespace-nowrap" />
        <div className="ml-auto flex items-center gap-2">
          <MessageAboutLink
            applicationId={application.id}
            label={t('applications.message')}
            ariaLabel={t('applications.messageLabel', { title: job.title })}
          />
          {application.status === 'pending' && (
            <Button
              id={withdrawButtonId(application.id)}
              variant="secondary"
              size="sm"
              onClick={() => onWithdraw(application)}
              aria-label={t(proposal ? 'applications.withdrawProposalLabel' : 'applications.withdrawLabel', { title: job.title })}
            >
              {t('applications.withdraw')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
