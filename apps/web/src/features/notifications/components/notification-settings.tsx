import type { NotificationPreferenceKey } from '@skilllink/contracts/notifications';
import { PageLoading } from '../../../components/ui/page-loading';
import { QueryState } from '../../../components/ui/query-state';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/use-translation';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';
import '../i18n';

// Every switch, in the order shown; the Record makes a new key in the contract a compile error
// here until it gets a row (the contract's zod schema itself stays out of the browser bundle).
const SWITCHES = Object.keys({
  connection_request: true,
  connection_accepted: true,
  messages: true,
  profile_view: true,
  achievement: true,
  other: true,
} satisfies Record<NotificationPreferenceKey, true>) as NotificationPreferenceKey[];

/** "Notification settings": one switch per kind, saved as it changes, put back if saving fails. */
export function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const preferences = usePreferences();
  const update = useUpdatePreferences({
    onSaved: () => toast(t('settings.saved'), 'success'),
    onFailure: () => toast(t('settings.failed'), 'error'),
  });

  const body = (
    <QueryState
      query={preferences}
      loading={<PageLoading label={t('settings.loading')} className="py-6" />}
      variant="inline"
      errorTitle={t('settings.loadError')}
    >
      {({ types }) => (
        <ul className="flex flex-col divide-y divide-border">
          {SWITCHES.map((key) => (
            <li key={key} className="flex items-center justify-between gap-4 py-3">
              <div className="flex min-w-0 flex-col">
                <label htmlFor={`notify-${key}`} className="font-medium text-fg">
                  {t(`settings.types.${key}`)}
                </label>
                <p id={`notify-${key}-hint`} className="text-sm text-muted">
                  {t(`settings.hints.${key}`)}
                </p>
              </div>
              <Switch
                id={`notify-${key}`}
                aria-describedby={`notify-${key}-hint`}
                checked={types[key]}
                onCheckedChange={(enabled) => update.change({ key, enabled })}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );

  return (
    <section
      id="settings"
      aria-labelledby="notification-settings-title"
      className="flex scroll-mt-20 flex-col gap-2 rounded-xl border border-border bg-surface p-4 sm:p-6"
    >
      <h2 id="notification-settings-title" className="text-lg font-semibold text-fg">
        {t('settings.title')}
      </h2>
      <p className="text-sm text-muted">{t('settings.intro')}</p>
      {body}
    </section>
  );
}
