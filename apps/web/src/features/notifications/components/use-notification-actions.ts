import type { Notification } from '@skilllink/contracts/notifications';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteNotification } from '../api/delete-notification';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import '../i18n';
import { notificationTarget } from '../targets';

/** What the panel and the page do with notifications; failures are told in a toast. */
export function useNotificationActions() {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const navigate = useNavigate();
  const markRead = useMarkRead(() => toast(t('failed.read'), 'error'));
  const markAll = useMarkAllRead(() => toast(t('failed.readAll'), 'error'));
  const remove = useDeleteNotification(() => toast(t('failed.delete'), 'error'));
  return {
    /** Marks it read (at once on screen), then goes where it leads (targets.ts); returns that path or null. */
    open(notification: Notification): string | null {
      if (!notification.isRead) markRead.mutate(notification.id);
      const target = notificationTarget(notification);
      if (target) void navigate(target);
      return target;
    },
    remove: (notification: Notification) => remove.mutate(notification.id),
    markAllRead: () => markAll.mutate(),
    markingAllRead: markAll.isPending,
  };
}
