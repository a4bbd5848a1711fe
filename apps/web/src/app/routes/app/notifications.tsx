import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { NotificationSettings } from '../../../features/notifications/components/notification-settings';
import { NotificationsFeed } from '../../../features/notifications/components/notifications-feed';
import '../../../features/notifications/i18n';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/notifications: every notification (All / Unread, ten at a time) and the settings. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { t: tShell } = useTranslation('shell');
  const title = tShell('pages.notifications');
  usePageTitle(title);
  const { hash } = useLocation();

  // The panel's "Notification settings" link lands here with #settings; a client-side route
  // change does not scroll to a fragment by itself.
  useEffect(() => {
    if (hash === '#settings') document.getElementById('settings')?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
        <p className="text-muted">{t('page.intro')}</p>
      </div>
      <NotificationsFeed />
      <NotificationSettings />
    </div>
  );
}
