import type { JobSummary } from '@skilllink/contracts/jobs';
import { Banknote, Briefcase, Clock, Globe, MapPin, TrendingUp } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { formatPay } from '../format';
import { ProjectStatusBadge } from './project-status-badge';
import '../i18n';

/** Location (with a Remote badge), type, experience and salary (a project: its status, budget and duration), as a list of facts. */
export function JobFacts({ job }: { job: JobSummary }) {
  const { t } = useTranslation('jobs');
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-muted">
      {job.projectStatus && (
        <li className="inline-flex">
          <ProjectStatusBadge status={job.projectStatus} />
        </li>
      )}
      <li className="inline-flex min-w-0 items-center gap-1">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        <span className="wrap-anywhere">{job.location}</span>
      </li>
      {job.isRemote && (
        <li className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
          <Globe className="size-3.5" aria-hidden="true" />
          {t('card.remote')}
        </li>
      )}
      <li className="inline-flex items-center gap-1">
        <Briefcase className="size-4 shrink-0" aria-hidden="true" />
        {t(`types.${job.type}`)}
      </li>
      <li className="inline-flex items-center gap-1">
        <TrendingUp className="size-4 shrink-0" aria-hidden="true" />
        {t(`levels.${job.experienceLevel}`)}
      </li>
      <li className="inline-flex items-center gap-1 font-medium text-fg tabular-nums">
        <Banknote className="size-4 shrink-0 text-muted" aria-hidden="true" />
        {formatPay(t, job)}
      </li>
      {job.duration && (
        <li className="inline-flex items-center gap-1">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          {t('projects.duration', { duration: job.duration })}
        </li>
      )}
    </ul>
  );
}
