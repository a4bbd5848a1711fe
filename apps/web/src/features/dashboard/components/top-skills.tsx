import type { DashboardSkill } from '@skilllink/contracts/dashboard';
import { Plus, Sparkles } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { LevelBadge } from '../../../components/ui/level-badge';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { DashboardSection, SectionEmpty } from './dashboard-section';

export const SKILLS_PATH = '/app/profile?tab=skills';

/** The member's most endorsed skills: name, colour-coded level (with its name) and endorsements. */
export function TopSkills({ skills }: { skills: DashboardSkill[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardSection title={t('skills.title')} viewAllTo={SKILLS_PATH}>
      {skills.length === 0 ? (
        <SectionEmpty
          icon={<Sparkles className="size-6" aria-hidden="true" />}
          title={t('skills.empty')}
          body={t('skills.emptyBody')}
          action={
            <Link to={SKILLS_PATH} className={buttonClasses({ size: 'sm' })}>
              <Plus className="size-4" aria-hidden="true" />
              {t('skills.add')}
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-2">
          {skills.map((skill) => (
            <li key={skill.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-surface-2 px-3 py-2">
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <span className="font-medium break-words text-fg">{skill.name}</span>
                <LevelBadge level={skill.level} label={t(`skills.levels.${skill.level}`)} />
              </div>
              <span className="text-sm text-muted tabular-nums">{t('skills.endorsements', { count: skill.endorsements })}</span>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
