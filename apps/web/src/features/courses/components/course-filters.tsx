import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SelectField, inputClasses } from '../../../components/ui/field';
import { cn } from '../../../components/ui/cn';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-debounced';
import { useTranslation } from '../../../lib/use-translation';
import type { CourseFilters as Filters } from '../api/keys';
import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_SORTS, type CourseSort } from '../constants';
import '../i18n';

interface CourseFiltersProps {
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
}

/** Search (title and instructor, debounced; blank clears at once), category, level and sort. */
export function CourseFilters({ filters, onChange }: CourseFiltersProps) {
  const { t } = useTranslation('courses');
  const [text, setText] = useState(filters.q);
  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });

  // The address changed from elsewhere (Clear filters, Back): the box follows it.
  const [seen, setSeen] = useState(filters.q);
  if (seen !== filters.q) {
    setSeen(filters.q);
    if (filters.q !== text.trim()) setText(filters.q);
  }

  // Searches once typing pauses; a blank box shows everything again at once.
  useEffect(() => {
    const q = text.trim();
    if (q === latest.current.filters.q) return;
    const timer = window.setTimeout(() => latest.current.onChange({ q }), q ? SEARCH_DEBOUNCE_MS : 0);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <div role="search" aria-label={t('filters.label')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <label htmlFor="course-search" className="text-sm font-medium text-fg">
          {t('filters.search')}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
          <input
            id="course-search"
            type="search"
            value={text}
            maxLength={100}
            placeholder={t('filters.searchPlaceholder')}
            className={cn(inputClasses, 'pl-9')}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <SelectField
        label={t('filters.category')}
        value={filters.category}
        onChange={(event) => onChange({ category: event.target.value })}
        options={[{ value: 'all', label: t('filters.all') }, ...COURSE_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))]}
      />
      <SelectField
        label={t('filters.level')}
        value={filters.level}
        onChange={(event) => onChange({ level: event.target.value })}
        options={[{ value: 'all', label: t('filters.all') }, ...COURSE_LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }))]}
      />
      <SelectField
        label={t('filters.sort')}
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.target.value as CourseSort })}
        options={COURSE_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
      />
    </div>
  );
}
