import { AlertTriangle, CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Alert } from './alert';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { PageLoading } from './page-loading';

/** What QueryState reads of a react-query result; a `useQuery` or `useInfiniteQuery` result fits. */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  /** "paused": offline, waiting for the network (TanStack Query follows lib/connectivity.ts). */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
}

/**
 * The same query with other data: a list flattened from pages, what two queries answered
 * together, or what a list already knows while the detail loads.
 */
export function withData<T>(query: Omit<QueryLike<unknown>, 'data'>, data: T | undefined): QueryLike<T> {
  return { data, isError: query.isError, isFetching: query.isFetching, fetchStatus: query.fetchStatus, refetch: query.refetch };
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown until the first answer; skeleton-shaped screens pass theirs (DESIGN.md: loading). */
  loading?: ReactNode;
  /** The screen's own texts for a failed load; the button is always the common "Try again". */
  errorTitle: string;
  errorBody?: string;
  /**
   * "page" (default): the dashed panel that stands in for a screen's content. "inline": an
   * alert line for a section, side panel, dialog or pane, where a panel would crowd it.
   */
  variant?: 'page' | 'inline';
  /** Extra classes for the inline alert (margins inside a dropdown, for instance). */
  errorClassName?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Renders the data; called during QueryState's render, so it must not call hooks. */
  children: (data: T) => ReactNode;
}

/**
 * One way for every screen to show a query's loading, failed (with Try again), empty and
 * loaded states. react-query keeps the last answer when a refetch fails: that answer stays on
 * screen, so the error appears only when there is nothing else to show.
 */
export function QueryState<T>({
  query,
  loading,
  errorTitle,
  errorBody,
  variant = 'page',
  errorClassName,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  const { data } = query;
  if (data !== undefined) return isEmpty?.(data) ? (empty ?? null) : children(data);
  // Offline with nothing kept: not a wait that ends by itself — say so; it loads once back online.
  if (query.fetchStatus === 'paused' && !query.isError) {
    const title = t('notKeptOffline.title');
    if (variant === 'inline')
      return (
        <Alert tone="info" className={errorClassName}>
          {title}
        </Alert>
      );
    return <EmptyState icon={<CloudOff className="size-8" aria-hidden="true" />} title={title} body={t('notKeptOffline.body')} />;
  }
  if (!query.isError) return loading ?? <PageLoading />;

  const inline = variant === 'inline';
  const retry = (
    <Button
      size={inline ? 'sm' : 'md'}
      variant={inline ? 'secondary' : 'primary'}
      onClick={() => void query.refetch()}
      busy={query.isFetching}
    >
      {t('retry')}
    </Button>
  );
  if (!inline) {
    return <EmptyState icon={<AlertTriangle className="size-8" aria-hidden="true" />} title={errorTitle} body={errorBody} action={retry} />;
  }
  return (
    <Alert className={errorClassName}>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-medium">{errorTitle}</p>
          {errorBody && <p className="text-muted">{errorBody}</p>}
        </div>
        {retry}
      </div>
    </Alert>
  );
}
