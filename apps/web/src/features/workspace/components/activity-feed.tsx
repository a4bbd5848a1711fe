import type { WorkspaceActivityItem } from '@skilllink/contracts/workspace';
import { Button } from '../../../components/ui/button';
import { Avatar } from '../../../components/ui/avatar';
import { QueryState } from '../../../components/ui/query-state';
import { RelativeTime } from '../../../components/ui/relative-time';
import { useTranslation } from '../../../lib/use-translation';
import { useActivity } from '../api/activity';

/** The project's feed, newest first; it refreshes itself when the team changes something (workspace.changed). */
export function ActivityFeed({ projectId }: { projectId: string }) {
  const { t } = useTranslation('workspace');
  const activity = useActivity(projectId);
  return (
    <QueryState query={activity} variant="inline" errorTitle={t('overview.activity')}>
      {(data) => {
        const items = data.pages.flatMap((page) => page.items);
        if (items.length === 0) return <p className="text-sm text-muted">{t('activity.empty')}</p>;
        return (
          <div className="flex flex-col gap-3">
            <ol className="flex flex-col gap-3" aria-live="polite">
              {items.map((item) => (
                <ActivityRow key={item.id} item={item} />
              ))}
            </ol>
            {activity.hasNextPage && (
              <Button
                variant="secondary"
                size="sm"
                className="self-start"
                busy={activity.isFetchingNextPage}
                onClick={() => void activity.fetchNextPage()}
              >
                {t('activity.more')}
              </Button>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}

function ActivityRow({ item }: { item: WorkspaceActivityItem }) {
  const { t } = useTranslation('workspace');
  const actor = item.actor?.name || t('activity.someone');
  const [firstName = '', lastName = ''] = actor.split(' ');
  return (
    <li className="flex items-start gap-3">
      <Avatar
        id={item.actor?.id ?? item.id}
        firstName={firstName}
        lastName={lastName}
        src={item.actor?.avatar}
        className="size-8 text-xs"
      />
      <div className="flex min-w-0 flex-col">
        <p className="break-words text-sm text-fg">{t(`activity.${item.kind}`, { actor, ...item.params })}</p>
        <RelativeTime iso={item.createdAt} className="text-xs text-muted" />
      </div>
    </li>
  );
}
