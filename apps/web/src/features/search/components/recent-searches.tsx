import type { SearchHistoryEntry } from '@skilllink/contracts/search';
import { SEARCH_HISTORY_SHOWN } from '@skilllink/contracts/search-constants';
import { Clock, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchHistory } from '../api/get-history';
import { useClearHistory, useRemoveHistoryEntry } from '../api/remove-history';
import { searchHref } from '../hooks/search-params';
import { SidebarSection } from './sidebar-section';
import '../i18n';

/** Where a recent search opens: its query with the tab and filters it ran with. */
export const entryHref = ({ query, filters }: SearchHistoryEntry) =>
  searchHref({ ...filters, q: query, location: filters.location ?? '', skills: filters.skills ?? [] });

/** The member's five newest searches (§9), each to run again or remove, and "Clear all". */
export function RecentSearches() {
  const { t } = useTranslation('search');
  const history = useSearchHistory();
  const remove = useRemoveHistoryEntry();
  const clear = useClearHistory();
  const toast = useToast();
  // A search already gone (removed in another tab) is what the member wanted: nothing to say.
  const failed = (key: 'recent.removeFailed' | 'recent.clearFailed') => (error: unknown) => {
    if (!(error instanceof ApiError && error.status === 404)) toast(t(key), 'error');
  };
  const entries = history.data?.items.slice(0, SEARCH_HISTORY_SHOWN);

  return (
    <SidebarSection
      title={t('recent.title')}
      action={
        entries && entries.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('recent.clearAllLabel')}
            busy={clear.isPending}
            onClick={() => clear.mutate(undefined, { onError: failed('recent.clearFailed') })}
          >
            {t('recent.clearAll')}
          </Button>
        ) : null
      }
    >
      <QueryState
        query={history}
        variant="inline"
        loading={<ListSkeleton />}
        errorTitle={t('recent.error')}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="text-sm text-muted">{t('recent.empty')}</p>}
      >
        {() => (
          <ul className="flex flex-col">
            {entries?.map((entry) => (
              <li key={entry.id} className="flex items-center gap-1">
                <Link
                  to={entryHref(entry)}
                  className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg px-2 text-sm text-fg hover:bg-surface-2"
                >
                  <Clock className="size-4 shrink-0 text-muted" aria-hidden="true" />
                  <span className="truncate">{entry.query}</span>
                  {entry.filters.tab !== 'all' && <span className="shrink-0 text-xs text-muted">{t(`tabs.${entry.filters.tab}`)}</span>}
                </Link>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('recent.remove', { query: entry.query })}
                  onClick={() => remove.mutate(entry.id, { onError: failed('recent.removeFailed') })}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </SidebarSection>
  );
}

function ListSkeleton() {
  return (
    <div className="flex animate-pulse flex-col gap-2 motion-reduce:animate-none" aria-hidden="true">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="h-9 rounded-lg bg-surface-2" />
      ))}
    </div>
  );
}
