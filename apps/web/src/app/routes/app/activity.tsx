import { Activity, Plus } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
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
  const { t: tCommon } = useTranslation();
  const title = tShell('pages.activity');
  usePageTitle(title);
  const activity = useActivity();
  const items = activity.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (activity.isPending) {
    body = (
      <div role="status" className="flex min-h-48 items-center justify-center gap-3 text-muted">
        <Spinner className="size-5 text-primary" />
        <span>{t('loading')}</span>
      </div>
    );
  } else if (activity.isError && items.length === 0) {
    body = (
      <EmptyState
        title={t('loadError')}
        body={t('loadErrorBody')}
        action={
          <Button onClick={() => void activity.refetch()} busy={activity.isFetching}>
            {tCommon('retry')}
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    body = (
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
    );
  } else {
    body = (
      <section className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
        <ActivityList items={items} label={t('listLabel')} />
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
    );
  }

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
