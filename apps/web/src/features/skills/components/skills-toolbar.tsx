import { DIFFICULTIES, type Difficulty } from '@skilllink/contracts/constants';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../components/ui/cn';
import { inputClasses } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import { CATEGORY_OPTIONS } from '../categories';
import type { SkillFilters } from '../hooks/use-skill-filters';
import { useCategoryName } from './category-name';
import '../i18n';

interface ToolbarProps {
  text: string;
  onTextChange: (text: string) => void;
  filters: SkillFilters;
  onChange: (changes: Partial<SkillFilters>) => void;
  onClear: () => void;
}

/** Search box, category dropdown and "More Filters" (difficulty, popular only). */
export function SkillsToolbar({ text, onTextChange, filters, onChange, onClear }: ToolbarProps) {
  const { t } = useTranslation('skills');
  const categoryName = useCategoryName();
  const id = useId();
  const [open, setOpen] = useState(filters.difficulty !== null || filters.popular);
  const active = (filters.difficulty ? 1 : 0) + (filters.popular ? 1 : 0);

  return (
    <div role="search" aria-label={t('search.region')} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-q`} className="text-sm font-medium text-fg">
            {t('search.label')}
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
            <input
              id={`${id}-q`}
              type="search"
              className={cn(inputClasses, 'pl-10')}
              placeholder={t('search.placeholder')}
              value={text}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => onTextChange(event.target.value)}
            />
          </div>
        </div>
        <div className="flex items-end gap-3">
          <div className="flex flex-1 flex-col gap-1.5 md:w-52 md:flex-none">
            <label htmlFor={`${id}-category`} className="text-sm font-medium text-fg">
              {t('category.label')}
            </label>
            <select
              id={`${id}-category`}
              className={inputClasses}
              value={filters.category}
              onChange={(event) => onChange({ category: event.target.value })}
            >
              {CATEGORY_OPTIONS.map((slug) => (
                <option key={slug} value={slug}>
                  {categoryName(slug, slug)}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" aria-expanded={open} aria-controls={`${id}-more`} onClick={() => setOpen((v) => !v)}>
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {active ? t('filters.active', { count: active }) : t('filters.more')}
          </Button>
        </div>
      </div>
      <div id={`${id}-more`} hidden={!open} className="border-t border-border pt-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-6">
          <div className="flex flex-col gap-1.5 sm:w-52">
            <label htmlFor={`${id}-difficulty`} className="text-sm font-medium text-fg">
              {t('filters.difficulty')}
            </label>
            <select
              id={`${id}-difficulty`}
              className={inputClasses}
              value={filters.difficulty ?? ''}
              onChange={(event) => onChange({ difficulty: (event.target.value || null) as Difficulty | null })}
            >
              <option value="">{t('filters.anyDifficulty')}</option>
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {t(`difficulty.${d}`)}
                </option>
              ))}
            </select>
          </div>
          <Checkbox
            label={t('filters.popularOnly')}
            checked={filters.popular}
            onChange={(event) => onChange({ popular: event.target.checked })}
          />
          <Button variant="ghost" className="sm:ml-auto" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        </div>
      </div>
    </div>
  );
}
