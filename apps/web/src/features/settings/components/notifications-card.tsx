import { EmailDigest, type NotificationChannels, type NotificationSettings } from '@skilllink/contracts/notification-settings';
import { NotificationPreferenceKey } from '@skilllink/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { QueryState } from '../../../components/ui/query-state';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';
import '../i18n';
import { RadioChoices, SaveButton } from './form-parts';
import { SettingsCard } from './settings-card';

const field = 'min-h-11 rounded-lg border border-border-strong bg-surface px-3 text-fg';
/** Where quiet hours start when the member first turns them on. */
const QUIET_DEFAULT = { start: '22:00', end: '07:00' };

/** Settings → Notifications (ADR 065): loads the member's settings, then the form. */
export function NotificationsCard() {
  const { t } = useTranslation('settings');
  const settings = useNotificationSettings();
  return (
    <QueryState
      query={settings}
      variant="inline"
      errorTitle={t('loadFailed')}
      loading={<Loader2 className="size-6 animate-spin text-muted" aria-label={t('loading')} />}
    >
      {(data) => <NotificationsForm key={JSON.stringify(data)} settings={data} />}
    </QueryState>
  );
}

/** Per kind in the app, by e-mail and by push, the e-mail summary and quiet hours; saved together. */
function NotificationsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const update = useUpdateNotificationSettings();
  const id = useId();
  const [draft, setDraft] = useState(settings);
  const unchanged = JSON.stringify(draft) === JSON.stringify(settings);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await update.mutateAsync(draft);
    // The notifications page reads the in-app switches on its own key.
    await queryClient.invalidateQueries({ queryKey: ['notifications', 'preferences'] });
    toast(t('notifications.saved'), 'success');
  }

  const setType = (key: NotificationPreferenceKey, channel: keyof NotificationChannels, on: boolean) =>
    setDraft((d) => ({ ...d, types: { ...d.types, [key]: { ...d.types[key], [channel]: on } } }));
  const setQuiet = (part: 'start' | 'end', value: string) =>
    setDraft((d) => ({ ...d, quietHours: { ...(d.quietHours ?? QUIET_DEFAULT), [part]: value } }));

  return (
    <SettingsCard title={t('notifications.title')} description={t('notifications.description')}>
      <form onSubmit={(e) => void onSubmit(e).catch(() => undefined)} className="flex flex-col gap-6" aria-label={t('notifications.title')}>
        {update.isError && <Alert>{errorMessage(update.error)}</Alert>}
        {/* Three switch columns of 48 px leave the kind ~150 px at 360 px wide: short headings, kinds wrap. */}
        <table className="w-full text-left">
          <thead>
            <tr className="text-sm text-muted">
              <th scope="col" className="py-2 pr-2 font-medium">
                {t('notifications.kind')}
              </th>
              <th scope="col" className="w-12 py-2 text-center font-medium">
                {t('notifications.inApp')}
              </th>
              <th scope="col" className="w-12 py-2 text-center font-medium">
                {t('notifications.email')}
              </th>
              <th scope="col" className="w-12 py-2 text-center font-medium">
                {t('notifications.push')}
              </th>
            </tr>
          </thead>
          <tbody>
            {NotificationPreferenceKey.options.map((key) => {
              const kind = t(`notifications.types.${key}`);
              const channels = draft.types[key];
              return (
                <tr key={key} className="border-t border-border">
                  <th scope="row" className="py-1 pr-2 font-normal break-words text-fg">
                    {kind}
                  </th>
                  <td className="text-center">
                    <Switch
                      aria-label={t('notifications.inAppFor', { kind })}
                      checked={channels.inApp}
                      onCheckedChange={(on) => setType(key, 'inApp', on)}
                    />
                  </td>
                  <td className="text-center">
                    <Switch
                      aria-label={t('notifications.emailFor', { kind })}
                      aria-describedby={`${id}-needs`}
                      checked={channels.inApp && channels.email}
                      disabled={!channels.inApp}
                      onCheckedChange={(on) => setType(key, 'email', on)}
                    />
                  </td>
                  <td className="text-center">
                    <Switch
                      aria-label={t('notifications.pushFor', { kind })}
                      aria-describedby={`${id}-needs`}
                      checked={channels.inApp && channels.push}
                      disabled={!channels.inApp}
                      onCheckedChange={(on) => setType(key, 'push', on)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p id={`${id}-needs`} className="text-sm text-muted">
          {t('notifications.timing')} {t('notifications.emailNeedsInApp')}
        </p>
        <RadioChoices
          legend={t('notifications.digest')}
          name={`${id}-digest`}
          options={EmailDigest.options}
          value={draft.emailDigest}
          onChange={(emailDigest) => setDraft((d) => ({ ...d, emailDigest }))}
          label={(v) => <span className="text-fg">{t(`notifications.digestOption.${v}`)}</span>}
        />
        <div className="flex flex-col gap-3">
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-0.5">
              <label htmlFor={`${id}-quiet`} className="font-medium text-fg">
                {t('notifications.quiet')}
              </label>
              <p id={`${id}-quiet-hint`} className="text-sm text-muted">
                {t('notifications.quietHint')}
              </p>
            </div>
            <Switch
              id={`${id}-quiet`}
              aria-describedby={`${id}-quiet-hint`}
              checked={draft.quietHours !== null}
              onCheckedChange={(on) => setDraft((d) => ({ ...d, quietHours: on ? QUIET_DEFAULT : null }))}
            />
          </div>
          {draft.quietHours && (
            <div className="flex flex-wrap gap-4">
              {(['start', 'end'] as const).map((part) => (
                <label key={part} className="flex items-center gap-2 text-fg">
                  {t(part === 'start' ? 'notifications.quietFrom' : 'notifications.quietTo')}
                  <input
                    type="time"
                    required
                    className={field}
                    value={draft.quietHours![part]}
                    onChange={(e) => setQuiet(part, e.target.value)}
                  />
                </label>
              ))}
            </div>
          )}
        </div>
        <SaveButton saving={update.isPending} unchanged={unchanged} />
      </form>
    </SettingsCard>
  );
}
