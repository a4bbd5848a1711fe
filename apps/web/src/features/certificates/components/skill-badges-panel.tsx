import { BadgeCheck, ClipboardCheck, FileBadge } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { skillAssessmentsQuery } from '../../../lib/skill-assessments-query';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/**
 * The member's skill badges beside their certificates (issue 29 §6): each with its signed
 * credential, or the way to earn one. Nothing while loading or when the list cannot load (the
 * certificates are the page).
 */
export function SkillBadgesPanel() {
  const { t } = useTranslation('certificates');
  const { data } = useQuery(skillAssessmentsQuery());
  if (!data) return null;
  const badges = data.items.flatMap((item) => (item.badge ? [item.badge] : []));
  return (
    <section aria-labelledby="skill-badges-title" className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <h2 id="skill-badges-title" className="text-lg font-semibold text-fg">
        {t('skillBadges.title')}
      </h2>
      {badges.length === 0 ? (
        <p className="text-sm text-muted">{t('skillBadges.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {badges.map((badge) => (
            <li key={badge.id} className="flex flex-col gap-1">
              <p className="inline-flex items-center gap-1.5 font-medium text-fg">
                <BadgeCheck className="size-4 text-success" aria-hidden="true" />
                {t('skillBadges.badge', { skill: badge.name, score: badge.score })}
              </p>
              <a
                href={badge.credentialUrl}
                download
                className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
                aria-label={t('skillBadges.downloadLabel', { skill: badge.name })}
              >
                <FileBadge className="size-4" aria-hidden="true" />
                {t('skillBadges.download')}
              </a>
            </li>
          ))}
        </ul>
      )}
      <Link to="/app/skills/assessments" className={`${buttonClasses({ variant: 'secondary', size: 'sm' })} self-start`}>
        <ClipboardCheck className="size-4" aria-hidden="true" />
        {t('skillBadges.assessments')}
      </Link>
    </section>
  );
}
