import { BellOff, CheckCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageLoading } from '../../../components/ui/page-loading';
import { QueryState, withData } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { useNotifications } from '../api/get-notifications';
import type { NotificationFilter } from '../api/keys';
import '../i18n';
import { NotificationList } from './notification-list';
import { useNotificationActions } from './use-notification-actions';

const FILTERS: NotificationFilter[] = ['all', 'unread'];

/**
 * The /app/notifications list: All or Unread (kept in the URL as ?filter=unread), ten at a time
 * with "Load more", click to mark read and go where the type leads, delete, mark all read.
 */
export function NotificationsFeed() {
  const { t } = useTranslation('notifications');
  const [params, setParams] = useSearchParams();
  const filter: NotificationFilter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const list = useNotifications(filter);
  const actions = useNotificationActions();
  const items = list.data?.pages.flatMap((page) => page.items);
  const unread = list.data?.pages[0]?.unreadCount ?? 0;

  const choose = (next: NotificationFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'unread') updated.set('filter', 'unread');
        else updated.delete('filter');
        return updated;
      },
      { replace: true },
    );

  const body = (
    <QueryState
      query={withData(list, items)}
      loading={<PageLoading label={t('loading')} />}
      errorTitle={t('loadError')}
      errorBody={t('loadErrorBody')}
      isEmpty={(found) => found.length === 0}
      empty={
        filter === 'unread' ? (
          <EmptyState
            icon={<CheckCheck className="size-8" aria-hidden="true" />}
            title={t('emptyUnread')}
            body={t('emptyUnreadBody')}
            action={
              <Button size="sm" variant="secondary" onClick={() => choose('all')}>
                {t('showAll')}
              </Button>
            }
          />
        ) : (
          <EmptyState icon={<BellOff className="size-8" aria-hidden="true" />} title={t('empty')} body={t('emptyBody')} />
        )
      }
    >
      {(found) => (
        <div className="flex flex-col gap-4">
          <NotificationList items={found} label={t('page.listLabel')} onOpen={actions.open} onDelete={actions.remove} />
          {list.isFetchNextPageError && <Alert>{t('loadMoreFailed')}</Alert>}
          {list.hasNextPage ? (
            <Button variant="secondary" className="self-center" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
            </Button>
          ) : (
            <p className="text-center text-sm text-muted">{t('end')}</p>
          )}
        </div>
      )}
    </QueryState>
  );

  return (
    <section
      aria-labelledby="notifications-feed-title"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-3 sm:p-6"
    >
      <h2 id="notifications-feed-title" className="sr-only">
        {t('page.listLabel')}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label={t('page.filterLabel')} className="inline-flex rounded-lg border border-border bg-surface-2 p-1">
          {FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={filter === option}
              onClick={() => choose(option)}
              className={cn(
                'min-h-11 rounded-md px-4 text-sm font-medium',
                filter === option ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
              )}
            >
              {t(`page.${option}`)}
            </button>
          ))}
        </div>
        {unread > 0 && (
          <Button variant="secondary" size="sm" busy={actions.markingAllRead} onClick={actions.markAllRead}>
            <CheckCheck className="size-4" aria-hidden="true" />
            {t('markAllRead')}
          </Button>
        )}
      </div>
      {body}
    </section>
  );
}
