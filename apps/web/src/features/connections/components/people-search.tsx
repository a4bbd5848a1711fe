import { PEOPLE_QUERY_MAX, PEOPLE_SEARCH_MAX } from '@skilllink/contracts/constants';
import { Search, SearchX, X } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { inputClasses } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import { usePeopleSearch } from '../api/search-people';
import { useKeepFocus } from '../focus';
import type { CardHandlers } from '../person';
import { PeopleList } from './people-list';
import '../i18n';

/** The search box; the text is the page's, so results can sit elsewhere on the page. */
export function PeopleSearchBox({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const { t } = useTranslation('connections');
  const id = useId();
  return (
    <div role="search" aria-label={t('search.region')} className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('search.label')}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={PEOPLE_QUERY_MAX}
          autoComplete="off"
          placeholder={t('search.placeholder')}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClasses, 'pr-12 pl-10 [&::-webkit-search-cancel-button]:hidden')}
        />
        {text && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={t('search.clear')}
            className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-lg text-muted hover:text-fg"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * Results of a non-blank search (a blank query clears them and makes no call).
 * The server answers at most PEOPLE_SEARCH_MAX: a full page says it shows the top matches,
 * not that this is everyone found.
 */
export function PeopleSearchResults({ query, handlers }: { query: string; handlers: CardHandlers }) {
  const { t } = useTranslation('connections');
  const results = usePeopleSearch(query);
  const keepFocus = useKeepFocus<HTMLElement>();
  const data = results.data;
  const found = data?.items.length ?? 0;
  return (
    <section ref={keepFocus} data-focus-scope aria-labelledby="people-search-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="people-search-title" tabIndex={-1} data-focus-fallback className="text-lg font-semibold text-fg">
          {t('search.title')}
        </h2>
        <p role="status" className="text-sm text-muted tabular-nums">
          {!data ? '' : found >= PEOPLE_SEARCH_MAX ? t('search.capped', { max: PEOPLE_SEARCH_MAX }) : t('search.count', { count: found })}
          {results.isPlaceholderData && <span className="sr-only"> {t('search.updating')}</span>}
        </p>
      </div>
      <PeopleList
        people={data?.items}
        label={t('search.title')}
        handlers={handlers}
        state={results}
        loadingLabel={t('search.loading')}
        busy={results.isPlaceholderData}
        errorTitle={t('search.error')}
        errorBody={t('search.errorBody')}
        empty={
          <EmptyState icon={<SearchX className="size-8" aria-hidden="true" />} title={t('search.empty')} body={t('search.emptyBody')} />
        }
      />
    </section>
  );
}
