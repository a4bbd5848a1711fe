import { Activity, Plus } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { QueryState, withData } from '../../../components/ui/query-state';
import { useActivity } from '../../../features/activity/api/get-activity';
import { ActivityList } from '../../../features/activity/components/activity-list';
import '../../../features/activity/i18n';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/activity: everything the member did, newest first, 20 at a time with "Load more". */
export default function ActivityPage() {
  const { t } = useTranslation('activity');
  const { t: tShell } = useTranslation('shell');
  const title = tShell('pages.activity');
  usePageTitle(title);
  const activity = useActivity();
  const items = activity.data?.pages.flatMap((page) => page.items);

  const body = (
    <QueryState
      query={withData(activity, items)}
      loading={<PageLoading label={t('loading')} />}
      errorTitle={t('loadError')}
      errorBody={t('loadErrorBody')}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          icon={<Activity className="size-8" aria-hidden="true" />}
          title={t('empty')}
          body={t('emptyBody')}
          action={
            <Link to="/app/profile?tab=skills" className={buttonClasses({ size: 'sm' })}>
              <Plus className="size-4" aria-hidden="true" />
              {t('emptyAction')}
            </Link>
          }
        />
      }
    >
      {(list) => (
        <section className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
          <ActivityList items={list} label={t('listLabel')} />
          {activity.isFetchNextPageError && <Alert>{t('loadMoreFailed')}</Alert>}
          {activity.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-center"
              busy={activity.isFetchingNextPage}
              onClick={() => void activity.fetchNextPage()}
            >
              {activity.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
            </Button>
          ) : (
            <p className="text-center text-sm text-muted">{t('end')}</p>
          )}
        </section>
      )}
    </QueryState>
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
        <p className="text-muted">{t('intro')}</p>
      </div>
      {body}
    </div>
  );
}
