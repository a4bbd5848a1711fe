import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { useTranslation } from '../../../lib/use-translation';
import { useNotifications } from '../api/get-notifications';
import { badgeText } from '../../../lib/badge';
import '../i18n';
import { NotificationPanel, PANEL_TITLE_ID } from './notification-panel';

/**
 * The top bar's bell: the unread badge ("99+" above 99, none at 0) and the panel. The count
 * comes with the first page of notifications; pushed events keep it current (app/ wires them to
 * api/keys.ts), and opening the panel asks again only when what we have is stale.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const list = useNotifications('all');
  const unread = list.data?.pages[0]?.unreadCount ?? 0;
  const badge = badgeText(unread);
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next && list.isStale && !list.isFetching) void list.refetch();
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
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
      </PopoverTrigger>
      <PopoverContent aria-labelledby={PANEL_TITLE_ID} className="w-[min(24rem,calc(100vw-1rem))]">
        <NotificationPanel onClose={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
