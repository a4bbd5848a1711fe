import type { TrendingSkill } from '@skilllink/contracts/skills';
import { TrendingUp } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { growthText } from '../format';
import '../i18n';

/** The five fastest-growing skills; each opens its detail. */
export function TrendingSkills({ trending, onOpen }: { trending: TrendingSkill[] | undefined; onOpen: (slug: string) => void }) {
  const { t } = useTranslation('skills');
  return (
    <section aria-labelledby="trending-title" className="rounded-xl border border-border bg-surface p-4">
      <h2 id="trending-title" className="flex items-center gap-2 text-lg font-semibold text-fg">
        <TrendingUp className="size-5 text-primary" aria-hidden="true" />
        {t('trending.title')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('trending.hint')}</p>
      {trending === undefined ? (
        <div className="flex animate-pulse flex-wrap gap-2 motion-reduce:animate-none" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="h-11 w-36 rounded-full bg-surface-2" />
          ))}
        </div>
      ) : trending.length === 0 ? (
        <p className="text-sm text-muted">{t('trending.empty')}</p>
      ) : (
        <ol className="flex flex-wrap gap-2">
          {trending.map((skill) => (
            <li key={skill.slug}>
              <button
                type="button"
                onClick={() => onOpen(skill.slug)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface-2 px-4 text-sm font-medium text-fg hover:border-primary"
              >
                {skill.name}
                <span className="font-semibold text-success tabular-nums">
                  <span aria-hidden="true">{growthText(skill.growth)}</span>
                  <span className="sr-only">{t('trending.growth', { growth: growthText(skill.growth) })}</span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
