import { useState, type ReactElement } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { useNotifications } from '../api/get-notifications';
import { NotificationPanel, PANEL_TITLE_ID } from './notification-panel';

/**
 * The bell's panel, loaded on first use (notification-bell.tsx) and open from the start; opening
 * it again asks for the list only when what we have is stale.
 */
export function NotificationBellPopup({ trigger }: { trigger: ReactElement }) {
  const [open, setOpen] = useState(true);
  const list = useNotifications('all');
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next && list.isStale && !list.isFetching) void list.refetch();
      }}
    >
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent aria-labelledby={PANEL_TITLE_ID} className="w-[min(24rem,calc(100vw-1rem))]">
        <NotificationPanel onClose={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
