import { SEARCH_QUERY_MAX } from '@skilllink/contracts/search-constants';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { inputClasses } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

interface SearchBarProps {
  q: string;
  onSearch: (q: string) => void;
  /** The Filters button: how many are on, whether the panel is open and which element it is. */
  filters: { active: number; open: boolean; panelId: string; toggle: () => void };
}

/**
 * The page's own search box (on phones the top bar has none) and the Filters button. A search
 * runs on Enter or the button, not as one types: each one is a step in the browser's history.
 */
export function SearchBar({ q, onSearch, filters }: SearchBarProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const [text, setText] = useState(q);
  // The box follows the address when it changes from elsewhere (Back, a recent search, the top bar).
  const [seen, setSeen] = useState(q);
  if (seen !== q) {
    setSeen(q);
    setText(q);
  }

  return (
    <form
      role="search"
      aria-label={t('title')}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {t('form.label')}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
          <input
            id={id}
            type="search"
            value={text}
            maxLength={SEARCH_QUERY_MAX}
            autoComplete="off"
            placeholder={t('form.placeholder')}
            className={cn(inputClasses, 'pl-9')}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit">{t('form.submit')}</Button>
        <Button variant="secondary" aria-expanded={filters.open} aria-controls={filters.panelId} onClick={filters.toggle}>
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {filters.active > 0 ? t('filters.toggleActive', { count: filters.active }) : t('filters.toggle')}
        </Button>
      </div>
    </form>
  );
}
