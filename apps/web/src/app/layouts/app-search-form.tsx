import { SEARCH_QUERY_MAX } from '@skilllink/contracts/search-constants';
import { Search } from 'lucide-react';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { inputClasses } from '../../components/ui/field';
import { cn } from '../../components/ui/cn';
import { useTypeahead } from '../../features/search/hooks/use-typeahead';
import { useTranslation } from '../../lib/use-translation';
import { TypeaheadList } from './typeahead-list';

/**
 * The top bar's search with suggestions as one types (features/search/hooks/use-typeahead.ts).
 * Enter goes to /app/search?q=… for a non-empty trimmed query (an empty one does nothing), or
 * opens the chosen suggestion. The top bar shows it from 768 px; below that it sits at the top
 * of the drawer (`onSearch` closes it).
 */
export function AppSearchForm({ className = 'hidden md:block', onSearch }: { className?: string; onSearch?: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const typeahead = useTypeahead({
    idPrefix: id,
    container: form,
    go: (href) => {
      onSearch?.();
      void navigate(href);
    },
  });
  const listId = `${id}-list`;

  return (
    <form
      ref={form}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        typeahead.submit();
      }}
      onBlur={typeahead.onBlur}
      className={cn('relative w-full max-w-md lg:max-w-xl', className)}
    >
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
      <input
        type="search"
        role="combobox"
        aria-label={t('search.label')}
        aria-autocomplete="list"
        aria-expanded={typeahead.expanded}
        aria-controls={listId}
        aria-activedescendant={typeahead.activeId ?? undefined}
        autoComplete="off"
        // As the page's own box: a longer query is one the server refuses.
        maxLength={SEARCH_QUERY_MAX}
        placeholder={t('search.placeholder')}
        value={typeahead.text}
        onChange={(event) => typeahead.change(event.target.value)}
        onFocus={typeahead.reopen}
        onKeyDown={typeahead.onKeyDown}
        className={`${inputClasses} pl-9`}
      />
      {typeahead.expanded && (
        <TypeaheadList
          id={listId}
          groups={typeahead.groups}
          seeAll={typeahead.seeAll}
          query={typeahead.query}
          activeId={typeahead.activeId}
          onPick={typeahead.pick}
        />
      )}
      {/* Says how many suggestions there are; the list itself is read as the member moves through it. */}
      <p role="status" className="sr-only">
        {typeahead.expanded ? (typeahead.count > 0 ? t('search.found', { count: typeahead.count }) : t('search.none')) : ''}
      </p>
    </form>
  );
}
