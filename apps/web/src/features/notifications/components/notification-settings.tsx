import type { NotificationPreferenceKey } from '@skilllink/contracts/notifications';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
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
  const { t: tCommon } = useTranslation();
  const toast = useToast();
  const preferences = usePreferences();
  const update = useUpdatePreferences({
    onSaved: () => toast(t('settings.saved'), 'success'),
    onFailure: () => toast(t('settings.failed'), 'error'),
  });

  let body;
  if (preferences.isPending) {
    body = (
      <div role="status" className="flex items-center gap-3 py-6 text-muted">
        <Spinner className="size-5 text-primary" />
        <span>{t('settings.loading')}</span>
      </div>
    );
  } else if (preferences.isError) {
    body = (
      <div className="flex flex-col items-start gap-3 py-4">
        <p className="text-fg">{t('settings.loadError')}</p>
        <Button size="sm" variant="secondary" busy={preferences.isFetching} onClick={() => void preferences.refetch()}>
          {tCommon('retry')}
        </Button>
      </div>
    );
  } else {
    const types = preferences.data.types;
    body = (
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
    );
  }

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
