import { Bell } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import { useDeferred } from '../../../lib/use-deferred';
import { useNotifications } from '../api/get-notifications';
import { badgeText } from '../../../lib/badge';
import '../i18n';

const loadPanel = () => import('./notification-bell-popup');

/**
 * The top bar's bell: the unread badge ("99+" above 99, none at 0) and the panel, whose code
 * comes on first use (lib/use-deferred.ts). The count comes with the first page of
 * notifications; pushed events keep it current (app/ wires them to api/keys.ts).
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const list = useNotifications('all');
  const { loaded, opening, warm, open } = useDeferred(loadPanel);
  const unread = list.data?.pages[0]?.unreadCount ?? 0;
  const badge = badgeText(unread);
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      className={cn('relative', opening && 'cursor-progress opacity-60')}
      aria-busy={opening || undefined}
      aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
      {...(loaded ? {} : { 'aria-haspopup': 'dialog', 'aria-expanded': false, onPointerEnter: warm, onFocus: warm, onClick: open })}
    >
      <Bell className="size-5" aria-hidden="true" />
      {badge && (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] leading-none font-semibold text-surface tabular-nums"
        >
          {badge}
        </span>
      )}
    </Button>
  );
  return loaded ? <loaded.NotificationBellPopup trigger={trigger} /> : trigger;
}
