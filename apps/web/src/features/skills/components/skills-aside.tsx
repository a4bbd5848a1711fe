import type { SkillsOverview } from '@skilllink/contracts/skills';
import { Award, ClipboardCheck, Route } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';
import { compactNumber, fullNumber } from '../format';
import '../i18n';

/** Skill Assessment, learning paths and certifications: where a member proves and grows a skill. */
export function QuickActions() {
  const { t } = useTranslation('skills');
  const link = buttonClasses({ variant: 'secondary', fullWidth: true });
  return (
    <section aria-labelledby="quick-actions-title" className="rounded-xl border border-border bg-surface p-4">
      <h2 id="quick-actions-title" className="mb-3 text-lg font-semibold text-fg">
        {t('quickActions.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        <li>
          <Link to="/app/skills/assessments" className={`${link} justify-start`}>
            <ClipboardCheck className="size-4" aria-hidden="true" />
            {t('quickActions.assessment')}
          </Link>
        </li>
        <li>
          <Link to="/app/courses" className={`${link} justify-start`}>
            <Route className="size-4" aria-hidden="true" />
            {t('quickActions.learningPaths')}
          </Link>
        </li>
        <li>
          <Link to="/app/certificates" className={`${link} justify-start`}>
            <Award className="size-4" aria-hidden="true" />
            {t('quickActions.certifications')}
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** Real platform figures, compact ("1.2M") with the full number on hover. */
export function PlatformStats({ stats }: { stats: SkillsOverview['stats'] | undefined }) {
  const { t } = useTranslation('skills');
  const rows: Array<[label: string, value: number | undefined, text: (n: number) => string]> = [
    [t('stats.totalSkills'), stats?.totalSkills, compactNumber],
    [t('stats.activeProfessionals'), stats?.activeProfessionals, compactNumber],
    [t('stats.newSkills'), stats?.newThisWeek, (n) => t('stats.thisWeek', { value: compactNumber(n) })],
  ];
  return (
    <section aria-labelledby="platform-stats-title" className="rounded-xl border border-border bg-surface p-4">
      <h2 id="platform-stats-title" className="mb-3 text-lg font-semibold text-fg">
        {t('stats.title')}
      </h2>
      <dl className="flex flex-col gap-3">
        {rows.map(([label, value, text]) => (
          <div key={label} className="flex items-baseline justify-between gap-2">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-semibold text-fg tabular-nums" title={value === undefined ? undefined : fullNumber(value)}>
              {value === undefined ? (
                <span className="inline-block h-4 w-12 animate-pulse rounded bg-surface-2" aria-hidden="true" />
              ) : (
                text(value)
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
