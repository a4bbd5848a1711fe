import { BellOff } from 'lucide-react';
import { useRef } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { QueryState, withData } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import '../i18n';
import { NotificationList } from './notification-list';
import { useNotificationActions } from './use-notification-actions';

export const PANEL_TITLE_ID = 'notification-panel-title';

const quietLink = 'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-primary hover:underline';

/**
 * The bell's panel: the first ten, "Mark all read" while any are unread, the empty state, and
 * the way to the full page. "View all notifications" appears only when there are more than
 * ten; otherwise two quieter links, "All notifications" and "Notification settings", keep the
 * page and the preferences one click away (docs/decisions/013).
 */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const list = useNotifications('all');
  const actions = useNotificationActions();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = list.data?.pages[0];
  const items = first?.items.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const unread = first?.unreadCount ?? 0;
  const more = !!first && (first.nextCursor !== null || first.items.length > NOTIFICATIONS_PAGE_SIZE);

  const body = (
    <QueryState
      query={withData(list, items)}
      loading={<PageLoading label={t('loading')} className="px-4 py-10 text-sm" />}
      variant="inline"
      errorClassName="m-3"
      errorTitle={t('loadError')}
      errorBody={t('loadErrorBody')}
      isEmpty={(found) => found.length === 0}
      empty={
        <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
          <BellOff className="size-8 text-primary" aria-hidden="true" />
          <p className="font-semibold text-fg">{t('empty')}</p>
          <p className="text-sm text-muted">{t('emptyBody')}</p>
        </div>
      }
    >
      {(found) => (
        <div className="max-h-[min(28rem,calc(100dvh-11rem))] overflow-y-auto overscroll-contain">
          <NotificationList
            items={found}
            label={t('panel.listLabel')}
            fallbackFocus={heading}
            onOpen={(n) => {
              // Types with a destination navigate (the panel closes on the way); the others only close it.
              actions.open(n);
              onClose();
            }}
            onDelete={actions.remove}
          />
        </div>
      )}
    </QueryState>
  );

  return (
    <div className="flex flex-col">
      <div className="flex min-h-14 items-center justify-between gap-2 border-b border-border py-1 pr-1 pl-4">
        <h2 id={PANEL_TITLE_ID} ref={heading} tabIndex={-1} className="text-base font-semibold text-fg outline-none">
          {t('panel.title')}
        </h2>
        {unread > 0 && (
          <Button variant="ghost" size="sm" className="text-primary" busy={actions.markingAllRead} onClick={actions.markAllRead}>
            {t('markAllRead')}
          </Button>
        )}
      </div>
      {body}
      <div className="flex flex-wrap justify-center gap-x-2 border-t border-border p-2">
        {more ? (
          <Link to="/app/notifications" onClick={onClose} className={buttonClasses({ variant: 'secondary', size: 'sm', fullWidth: true })}>
            {t('panel.viewAll')}
          </Link>
        ) : (
          <>
            <Link to="/app/notifications" onClick={onClose} className={quietLink}>
              {t('panel.all')}
            </Link>
            <Link to="/app/notifications#settings" onClick={onClose} className={quietLink}>
              {t('panel.settings')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
