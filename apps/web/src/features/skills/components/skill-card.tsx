import type { CatalogSkill } from '@skilllink/contracts/skills';
import { Info, Star } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LevelBadge } from '../../../components/ui/level-badge';
import { useTranslation } from '../../../lib/use-translation';
import { compactNumber, fullNumber, growthText } from '../format';
import { AddSkillButton } from './add-skill-button';
import { useCategoryName } from './category-name';
import '../i18n';

/** Professionals, salary and growth as a small definition list (label above value). */
export function SkillFacts({ skill }: { skill: CatalogSkill }) {
  const { t } = useTranslation('skills');
  return (
    <dl className="grid grid-cols-3 gap-2 text-sm">
      <div className="min-w-0">
        <dt className="text-xs text-muted">{t('card.professionals')}</dt>
        <dd className="font-semibold text-fg tabular-nums" title={fullNumber(skill.professionals)}>
          {compactNumber(skill.professionals)}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs text-muted">{t('card.salary')}</dt>
        <dd className="font-semibold text-fg">{skill.averageSalary}</dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs text-muted">{t('card.growth')}</dt>
        {skill.growth === null ? (
          <dd className="font-semibold text-muted" title={t('card.noGrowthHint')}>
            <span aria-hidden="true">{t('card.noGrowth')}</span>
            <span className="sr-only">{t('card.noGrowthHint')}</span>
          </dd>
        ) : (
          <dd className={skill.growth > 0 ? 'font-semibold text-success tabular-nums' : 'font-semibold text-fg tabular-nums'}>
            {growthText(skill.growth)}
          </dd>
        )}
      </div>
    </dl>
  );
}

export function SkillCard({ skill, onLearnMore }: { skill: CatalogSkill; onLearnMore: (skill: CatalogSkill) => void }) {
  const { t } = useTranslation('skills');
  const categoryName = useCategoryName();
  return (
    <article
      aria-labelledby={`skill-${skill.slug}`}
      className="flex w-full flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`skill-${skill.slug}`} className="text-lg font-semibold text-fg">
            {skill.name}
          </h3>
          <p className="text-sm text-muted">{categoryName(skill.categorySlug, skill.category)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {skill.isPopular && (
            <span className="inline-flex items-center gap-1 rounded-full bg-warning-soft px-2.5 py-0.5 text-xs font-semibold text-warning-fg">
              <Star className="size-3" aria-hidden="true" />
              {t('card.popular')}
            </span>
          )}
          <LevelBadge level={skill.difficulty} label={t(`difficulty.${skill.difficulty}`)} />
        </div>
      </header>
      <p className="line-clamp-3 text-sm text-fg">{skill.description}</p>
      <SkillFacts skill={skill} />
      <div className="mt-auto flex flex-wrap gap-2">
        <AddSkillButton skill={skill} />
        <Button variant="ghost" size="sm" aria-label={t('card.learnMoreAbout', { skill: skill.name })} onClick={() => onLearnMore(skill)}>
          <Info className="size-4" aria-hidden="true" />
          {t('card.learnMore')}
        </Button>
      </div>
    </article>
  );
}
