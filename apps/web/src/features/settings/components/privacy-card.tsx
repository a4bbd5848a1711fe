import { PROFILE_VISIBILITIES, REQUESTS_FROM, type PrivacySettings } from '@skilllink/contracts/privacy';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useUpdatePrivacy } from '../api/privacy';
import '../i18n';
import { RadioChoices, SaveButton } from './form-parts';
import { SettingsCard } from './settings-card';

/** Who sees the profile, who may ask to connect, read receipts, online status and endorsements; saved together. */
export function PrivacyCard({ privacy }: { privacy: PrivacySettings }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const update = useUpdatePrivacy();
  const id = useId();
  const [draft, setDraft] = useState(privacy);
  const unchanged = (Object.keys(draft) as (keyof PrivacySettings)[]).every((k) => draft[k] === privacy[k]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await update.mutateAsync(draft);
    toast(t('privacy.saved'), 'success');
  }

  const toggle = (key: 'readReceipts' | 'onlineStatus' | 'endorsements') => (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={`${id}-${key}`} className="font-medium text-fg">
          {t(`privacy.${key}`)}
        </label>
        <p id={`${id}-${key}-hint`} className="text-sm text-muted">
          {t(`privacy.${key}Hint`)}
        </p>
      </div>
      <Switch
        id={`${id}-${key}`}
        aria-describedby={`${id}-${key}-hint`}
        checked={draft[key]}
        onCheckedChange={(on) => setDraft((d) => ({ ...d, [key]: on }))}
      />
    </div>
  );

  return (
    <SettingsCard title={t('privacy.title')} description={t('privacy.description')}>
      <form onSubmit={(e) => void onSubmit(e).catch(() => undefined)} className="flex flex-col gap-6" aria-label={t('privacy.title')}>
        {update.isError && <Alert>{errorMessage(update.error)}</Alert>}
        <RadioChoices
          legend={t('privacy.visibility')}
          name={`${id}-visibility`}
          options={PROFILE_VISIBILITIES}
          value={draft.profileVisibility}
          onChange={(profileVisibility) => setDraft((d) => ({ ...d, profileVisibility }))}
          label={(v) => (
            <span className="flex flex-col">
              <span className="text-fg">{t(`privacy.visibilityOption.${v}`)}</span>
              <span className="text-sm text-muted">{t(`privacy.visibilityHint.${v}`)}</span>
            </span>
          )}
        />
        <RadioChoices
          legend={t('privacy.requests')}
          name={`${id}-requests`}
          options={REQUESTS_FROM}
          value={draft.connectionRequests}
          onChange={(connectionRequests) => setDraft((d) => ({ ...d, connectionRequests }))}
          label={(v) => <span className="text-fg">{t(`privacy.requestsOption.${v}`)}</span>}
        />
        {toggle('readReceipts')}
        {toggle('onlineStatus')}
        {toggle('endorsements')}
        <SaveButton saving={update.isPending} unchanged={unchanged} />
      </form>
    </SettingsCard>
  );
}
