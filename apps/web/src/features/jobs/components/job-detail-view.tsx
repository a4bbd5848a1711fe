import type { JobDetail } from '@skilllink/contracts/jobs';
import { RelativeTime } from '../../../components/ui/relative-time';
import { ShareButton } from '../../../components/ui/share-button';
import { dateTimeFormat, numberFormat } from '../../../lib/intl';
import { useTranslation } from '../../../lib/use-translation';
import { useApplyDialog } from '../hooks/use-apply-dialog';
import { CompanyLogo } from './company-logo';
import { DetailNotes } from './detail-notes';
import { JobAction } from './job-action';
import { JobFacts } from './job-facts';
import { MatchBadge } from './match-badge';
import { MatchExplanation } from './match-explanation';
import { panel } from './panel';
import { PlainText } from './plain-text';
import { SaveButton } from './save-button';
import { SkillChips } from './skill-chips';
import '../i18n';

const LISTS = ['responsibilities', 'requirements', 'benefits'] as const;

/** A job's (or project's) whole listing: facts, actions, description and lists, and the reader's match. */
export function JobDetailView({ job }: { job: JobDetail }) {
  const { t } = useTranslation('jobs');
  const { open, dialog } = useApplyDialog();
  const project = job.kind === 'project';
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className={`${panel} gap-4`}>
        <div className="flex items-start gap-4">
          <CompanyLogo company={job.company} size="lg" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-fg sm:text-3xl">{job.title}</h1>
            <p className="wrap-anywhere text-fg">{job.company.name}</p>
            {job.company.id !== null && (
              <p className="text-sm wrap-anywhere text-muted">{t('detail.postedBy', { name: job.poster.name })}</p>
            )}
          </div>
        </div>
        <JobFacts job={job} />
        <SkillChips skills={job.skills} all />
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            {t('detail.posted')} <RelativeTime iso={job.postedAt} className="text-sm" />
          </span>
          {job.deadline && (
            <time dateTime={job.deadline}>
              {t('detail.deadline', { date: dateTimeFormat({ dateStyle: 'medium' }).format(new Date(job.deadline)) })}
            </time>
          )}
          <span className="tabular-nums">
            {t(project ? 'projects.proposals' : 'card.applicants', {
              count: job.applicationsCount,
              formatted: numberFormat().format(job.applicationsCount),
            })}
          </span>
          {!job.postedByMe && <MatchBadge score={job.matchScore} />}
        </p>
        <DetailNotes job={job} />
        <div className="flex flex-wrap items-center gap-3">
          <JobAction job={job} onApply={open} />
          <SaveButton job={job} withText />
          <ShareButton
            url={`${window.location.origin}/app/jobs/${encodeURIComponent(job.id)}`}
            title={t('detail.shareTitle', { title: job.title, company: job.company.name })}
            text={t(project ? 'detail.shareTextProject' : 'detail.shareText')}
            label={t(project ? 'detail.shareLabelProject' : 'detail.shareLabel', { title: job.title })}
            size="md"
          />
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="job-description" className={panel}>
            <h2 id="job-description" className="text-lg font-semibold text-fg">
              {t(project ? 'detail.aboutProject' : 'detail.description')}
            </h2>
            <PlainText text={job.description} className="text-fg" />
          </section>
          {LISTS.filter((list) => job[list].length > 0).map((list) => (
            <section key={list} aria-labelledby={`job-${list}`} className={panel}>
              <h2 id={`job-${list}`} className="text-lg font-semibold text-fg">
                {t(`detail.${list}`)}
              </h2>
              <ul className="flex list-disc flex-col gap-1.5 pl-5 text-fg marker:text-muted">
                {job[list].map((line, i) => (
                  <li key={i} className="wrap-anywhere">
                    {line}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        {!job.postedByMe && (
          <div className="min-w-0">
            <MatchExplanation match={job.match} wanted={job.experienceLevel} />
          </div>
        )}
      </div>
      {dialog}
    </div>
  );
}
