import type { DashboardExperience } from '@skilllink/contracts/dashboard';
import { Briefcase, Plus } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { DashboardSection, SectionEmpty } from './dashboard-section';

const EXPERIENCE_PATH = '/app/profile?tab=experience';
const year = (month: string) => month.slice(0, 4);

/** The newest work experience: position, company and years ("2021 – Present"). */
export function ExperienceList({ experience }: { experience: DashboardExperience[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardSection title={t('experience.title')} viewAllTo={EXPERIENCE_PATH}>
      {experience.length === 0 ? (
        <SectionEmpty
          icon={<Briefcase className="size-6" aria-hidden="true" />}
          title={t('experience.empty')}
          body={t('experience.emptyBody')}
          action={
            <Link to={EXPERIENCE_PATH} className={buttonClasses({ size: 'sm' })}>
              <Plus className="size-4" aria-hidden="true" />
              {t('experience.add')}
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {experience.map((job) => (
            <li key={job.id} className="flex items-start gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <Briefcase className="size-5" aria-hidden="true" />
              </span>
              <div className="flex min-w-0 flex-col">
                <span className="font-medium break-words text-fg">{job.position}</span>
                <span className="text-sm break-words text-muted">{job.company}</span>
                {/* Dates are optional (only company and position are required): no start, no period. */}
                {job.startDate && (
                  <span className="text-xs text-muted tabular-nums">
                    {t('experience.period', {
                      start: year(job.startDate),
                      end: job.endDate ? year(job.endDate) : t('experience.present'),
                    })}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
