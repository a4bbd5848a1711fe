import { SEARCH_QUERY_MAX, SEARCH_TABS, SEARCH_TOTAL_CAP, type SearchTab } from '@skilllink/contracts/search-constants';
import { AlertTriangle, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { TabList, TabPanel, Tabs, TabTrigger } from '../../../components/ui/tabs';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useKnownAllResults, type useSearchResults } from '../api/get-results';
import { formatCount } from '../format';
import { activeFilters, type SearchParams } from '../hooks/search-params';
import { AllResults } from './all-results';
import { HitListSkeleton } from './hit-card';
import { KindResults } from './kind-results';
import { tabCount } from './tab-counts';
import '../i18n';

interface SearchResultsProps {
  search: SearchParams;
  results: ReturnType<typeof useSearchResults>;
  onTab: (tab: SearchTab) => void;
  onClearFilters: () => void;
}

const tabClasses =
  'inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-medium text-muted ' +
  'hover:text-fg data-[state=active]:border-primary data-[state=active]:text-primary';

/** The result tabs with their counts, and the open tab's results (spec §2 Search screen). */
export function SearchResults({ search, results, onTab, onClearFilters }: SearchResultsProps) {
  const { t } = useTranslation('search');
  const errorMessage = useErrorMessage();
  const all = useKnownAllResults(search);
  const pages = results.data?.pages;
  // While another tab's or filter's answer loads, the last one stays on screen, dimmed.
  const updating = results.isPlaceholderData && results.isFetching;
  const own = updating ? undefined : pages?.[0];
  const items = pages?.flatMap((page) => page.groups[0]?.items ?? []);
  const total = own && (own.tab === 'all' ? tabCount('all', own, own) : formatCount(own.groups[0]?.total ?? 0, SEARCH_TOTAL_CAP));

  return (
    <Tabs value={search.tab} onValueChange={(tab) => onTab(tab as SearchTab)} className="flex flex-col gap-4">
      <TabList aria-label={t('tabs.label')} className="-mx-1 flex overflow-x-auto border-b border-border px-1">
        {SEARCH_TABS.map((tab) => {
          const count = tabCount(tab, all, own);
          return (
            <TabTrigger key={tab} value={tab} className={tabClasses}>
              {t(`tabs.${tab}`)}
              {count !== undefined && (
                <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-fg tabular-nums">{count}</span>
              )}
            </TabTrigger>
          );
        })}
      </TabList>
      {/* Always one line tall, so the results do not move when the count arrives. */}
      <p className="h-5 text-sm text-muted tabular-nums" aria-live="polite">
        {own && total !== undefined ? t('results', { count: own.total, formatted: total, query: own.query }) : ''}
      </p>
      <TabPanel
        value={search.tab}
        className={`focus:outline-none ${updating ? 'opacity-60 transition-opacity' : ''}`}
        aria-busy={updating || undefined}
      >
        {search.q.length > SEARCH_QUERY_MAX ? (
          <EmptyState
            icon={<AlertTriangle className="size-8" aria-hidden="true" />}
            title={t('tooLong.title')}
            body={t('tooLong.body', { max: SEARCH_QUERY_MAX })}
          />
        ) : (
          <QueryState
            query={results}
            loading={<HitListSkeleton label={t('loading')} />}
            errorTitle={t('errorTitle')}
            errorBody={errorMessage(results.error)}
            isEmpty={(data) => data.pages[0]?.groups.every((group) => group.items.length === 0) ?? true}
            empty={
              <EmptyState
                icon={<SearchX className="size-8" aria-hidden="true" />}
                title={t('noResults.title')}
                body={t('noResults.body')}
                // The one useful step: drop the filters, else (on a kind's tab, where the other
                // tabs show no counts) look in every kind before giving up.
                action={
                  activeFilters(search) > 0 ? (
                    <Button variant="secondary" onClick={onClearFilters}>
                      {t('filters.clear')}
                    </Button>
                  ) : (
                    search.tab !== 'all' && (
                      <Button variant="secondary" onClick={() => onTab('all')}>
                        {t('noResults.allTypes')}
                      </Button>
                    )
                  )
                }
              />
            }
          >
            {(data) =>
              data.pages[0]?.tab === 'all' ? (
                <AllResults groups={data.pages[0].groups} search={search} />
              ) : (
                <KindResults
                  items={items ?? []}
                  hasMore={results.hasNextPage}
                  loadingMore={results.isFetchingNextPage}
                  moreFailed={results.isFetchNextPageError}
                  onShowMore={() => void results.fetchNextPage()}
                />
              )
            }
          </QueryState>
        )}
      </TabPanel>
    </Tabs>
  );
}
