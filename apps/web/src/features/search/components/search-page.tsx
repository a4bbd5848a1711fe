import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchResults } from '../api/get-results';
import { activeFilters } from '../hooks/search-params';
import { useSearchState } from '../hooks/use-search-state';
import { PopularSearches, RecommendedPeople, TrendingSkills } from './discover-panels';
import { FilterPanel } from './filter-panel';
import { RecentSearches } from './recent-searches';
import { SearchBar } from './search-bar';
import { SearchResults } from './search-results';
import '../i18n';

/**
 * /app/search (spec §2 Search screen): the query and filters from the address, the result tabs,
 * and beside them (below them on phones) recent searches, trending skills and people to meet.
 * Without a query it suggests popular searches.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const { search, update, clearFilters } = useSearchState();
  const results = useSearchResults(search);
  const active = activeFilters(search);
  // Open from the start when the address already narrows the search (a shared link, a reload).
  const [filtersOpen, setFiltersOpen] = useState(active > 0);
  const panelId = useId();

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('title')}</h1>
        <p className="text-muted">{t('subtitle')}</p>
      </header>
      <SearchBar
        q={search.q}
        onSearch={(q) => update({ q })}
        filters={{ active, open: filtersOpen, panelId, toggle: () => setFiltersOpen((open) => !open) }}
      />
      <div id={panelId} hidden={!filtersOpen}>
        {filtersOpen && (
          <FilterPanel
            search={search}
            onChange={update}
            onClear={clearFilters}
            // While a refined search loads, the last suggestions stay put rather than jump away under the pointer.
            suggested={results.data?.pages[0]?.suggestedFilters}
          />
        )}
      </div>
      {/* grid-cols-1 on phones: an implicit (auto) column grows to the tab strip's full width and
          the page scrolls sideways at 360 px; minmax(0, 1fr) keeps it to the screen. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          {search.q ? (
            <SearchResults search={search} results={results} onTab={(tab) => update({ tab })} onClearFilters={clearFilters} />
          ) : (
            <div className="flex flex-col items-center gap-6 rounded-xl border border-dashed border-border-strong bg-surface px-6 py-10 text-center">
              <Search className="size-8 text-primary" aria-hidden="true" />
              <div className="flex flex-col gap-1">
                <p className="text-lg font-semibold text-fg">{t('empty.title')}</p>
                <p className="text-sm text-muted">{t('empty.body')}</p>
              </div>
              <PopularSearches />
            </div>
          )}
        </div>
        <aside className="flex flex-col gap-6">
          <RecentSearches />
          <TrendingSkills />
          <RecommendedPeople />
        </aside>
      </div>
    </div>
  );
}
