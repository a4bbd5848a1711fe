import type { ProfileStrength as Strength } from '@skilllink/contracts/jobs';
import { ChevronRight, UserCheck } from 'lucide-react';
import { Link } from '../../../components/ui/link';
import { numberFormat } from '../../../lib/intl';
import { useTranslation } from '../../../lib/use-translation';
import { panel } from './panel';
import { ProgressBar } from '../../../components/ui/progress-bar';
import '../i18n';

type Step = Strength['missing'][number];

/** Where each missing step is done: the profile's own tab for lists, a course for a certificate. */
const STEP_LINKS: Record<Step, string> = {
  photo: '/app/profile',
  title: '/app/profile',
  bio: '/app/profile',
  location: '/app/profile',
  skills: '/app/profile?tab=skills',
  experience: '/app/profile?tab=experience',
  education: '/app/profile?tab=education',
  certificate: '/app/courses',
};

/** Profile strength as the server computes it (docs/computations.md), with the steps that raise it. */
export function ProfileStrength({ strength }: { strength: Strength }) {
  const { t } = useTranslation('jobs');
  return (
    <section aria-labelledby="jobs-strength" className={panel}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="jobs-strength" className="inline-flex items-center gap-2 text-lg font-semibold text-fg">
          <UserCheck className="size-5 text-primary" aria-hidden="true" />
          {t('sidebar.strength')}
        </h2>
        <span className="text-lg font-bold text-fg tabular-nums">{numberFormat({ style: 'percent' }).format(strength.percent / 100)}</span>
      </div>
      <ProgressBar percent={strength.percent} label={t('sidebar.strengthLabel')} />
      {strength.missing.length === 0 ? (
        <p className="text-sm text-muted">{t('sidebar.strengthComplete')}</p>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted">{t('sidebar.strengthNext')}</p>
          <ul className="flex flex-col">
            {strength.missing.map((step) => (
              <li key={step}>
                <Link
                  to={STEP_LINKS[step]}
                  className="flex min-h-11 items-center justify-between gap-2 rounded-md px-1 text-sm font-medium text-primary hover:bg-surface-2"
                >
                  {t(`missing.${step}`)}
                  <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
