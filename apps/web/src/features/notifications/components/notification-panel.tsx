import { BellOff } from 'lucide-react';
import { useRef } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/use-translation';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import '../i18n';
import { NotificationList } from './notification-list';
import { useNotificationActions } from './use-notification-actions';

export const PANEL_TITLE_ID = 'notification-panel-title';

const quietLink = 'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-primary hover:underline';

/**
 * The bell's panel (spec 000 §2 Notification dropdown): the first ten, "Mark all read" while
 * any are unread, the empty state, and the way to the full page. "View all notifications"
 * appears, as the spec says, when there are more than ten; otherwise two quieter links, "All
 * notifications" and "Notification settings", keep the page and the preferences one click away
 * (docs/decisions/013).
 */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const { t: tCommon } = useTranslation();
  const list = useNotifications('all');
  const actions = useNotificationActions();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = list.data?.pages[0];
  const items = first?.items.slice(0, NOTIFICATIONS_PAGE_SIZE) ?? [];
  const unread = first?.unreadCount ?? 0;
  const more = !!first && (first.nextCursor !== null || first.items.length > NOTIFICATIONS_PAGE_SIZE);

  let body;
  if (list.isPending) {
    body = (
      <div role="status" className="flex items-center justify-center gap-3 px-4 py-10 text-sm text-muted">
        <Spinner className="size-5 text-primary" />
        <span>{t('loading')}</span>
      </div>
    );
  } else if (list.isError && !first) {
    body = (
      <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">
        <p className="font-semibold text-fg">{t('loadError')}</p>
        <p className="text-sm text-muted">{t('loadErrorBody')}</p>
        <Button size="sm" variant="secondary" busy={list.isFetching} onClick={() => void list.refetch()}>
          {tCommon('retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
        <BellOff className="size-8 text-primary" aria-hidden="true" />
        <p className="font-semibold text-fg">{t('empty')}</p>
        <p className="text-sm text-muted">{t('emptyBody')}</p>
      </div>
    );
  } else {
    body = (
      <div className="max-h-[min(28rem,calc(100dvh-11rem))] overflow-y-auto overscroll-contain">
        <NotificationList
          items={items}
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
    );
  }

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
