import type { CategoryCount } from '@skilllink/contracts/skills';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import { fullNumber } from '../format';
import { useCategoryName } from './category-name';
import '../i18n';

/** Every category with how many catalogue skills it holds; the chosen one is marked. */
export function CategorySidebar({
  categories,
  selected,
  onSelect,
}: {
  categories: CategoryCount[] | undefined;
  selected: string;
  onSelect: (slug: string) => void;
}) {
  const { t } = useTranslation('skills');
  const categoryName = useCategoryName();
  return (
    <section aria-labelledby="categories-title" className="rounded-xl border border-border bg-surface p-4">
      <h2 id="categories-title" className="mb-2 text-lg font-semibold text-fg">
        {t('sidebar.title')}
      </h2>
      {categories === undefined ? (
        <div className="flex animate-pulse flex-col gap-2 motion-reduce:animate-none" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="h-9 rounded bg-surface-2" />
          ))}
        </div>
      ) : (
        <ul className="flex flex-col gap-1">
          {categories.map((c) => (
            <li key={c.slug}>
              <button
                type="button"
                aria-pressed={selected === c.slug}
                onClick={() => onSelect(c.slug)}
                className={cn(
                  'flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-3 text-left text-sm',
                  selected === c.slug ? 'bg-primary-soft font-semibold text-fg' : 'text-fg hover:bg-surface-2',
                )}
              >
                <span>{categoryName(c.slug, c.name)}</span>
                <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted tabular-nums">{fullNumber(c.count)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
