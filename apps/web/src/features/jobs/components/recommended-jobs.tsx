import type { JobSummary } from '@skilllink/contracts/jobs';
import { Sparkles } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';
import { formatSalary } from '../format';
import { jobHref } from './job-card';
import { panel } from './panel';
import { MatchBadge } from './match-badge';
import '../i18n';

/** "Recommended for you": the server's best matches above 50 (spec §9), the first three. */
export function RecommendedJobs({ jobs }: { jobs: JobSummary[] }) {
  const { t } = useTranslation('jobs');
  return (
    <section aria-labelledby="jobs-recommended" className={panel}>
      <h2 id="jobs-recommended" className="inline-flex items-center gap-2 text-lg font-semibold text-fg">
        <Sparkles className="size-5 text-primary" aria-hidden="true" />
        {t('sidebar.recommended')}
      </h2>
      {jobs.length === 0 ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-muted">{t('sidebar.recommendedEmpty')}</p>
          <Link to="/app/profile?tab=skills" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('sidebar.addSkills')}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
              <Link to={jobHref(job.id)} className="font-semibold wrap-anywhere text-fg hover:underline focus-visible:underline">
                {job.title}
              </Link>
              <p className="text-sm wrap-anywhere text-muted">
                {job.company.name} · {job.location}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <MatchBadge score={job.matchScore} />
                <span className="text-sm text-fg tabular-nums">{formatSalary(t, job.salary)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
