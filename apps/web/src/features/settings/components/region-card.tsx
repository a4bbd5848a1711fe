import type { Account } from '@skilllink/contracts/account';
import type { Language } from '@skilllink/contracts/auth';
import { useMemo, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { SelectField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { setLanguage } from '../../../lib/i18n';
import { detectTimeZone, markZoneChosen, timeZoneChoices } from '../../../lib/time-zones';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useUpdateAccount } from '../api/account';
import '../i18n';
import { SaveButton } from './form-parts';
import { SettingsCard } from './settings-card';

/** Language names in their own language, so anyone can find theirs. */
const LANGUAGES: ReadonlyArray<{ value: Language; label: string }> = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
];

/**
 * Language and time zone, saved together with one button (a native select fires a change per
 * arrow key on some desktops: saving on change would send one request per key).
 */
export function RegionCard({ account }: { account: Account }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const update = useUpdateAccount();
  const [language, setChosenLanguage] = useState<Language>(account.language);
  const [timeZone, setTimeZone] = useState(account.timeZone);
  const zones = useMemo(() => timeZoneChoices(timeZone).map((z) => ({ value: z, label: z.replaceAll('_', ' ') })), [timeZone]);
  const detected = detectTimeZone();
  const unchanged = language === account.language && timeZone === account.timeZone;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unchanged) return;
    await update.mutateAsync({ language, timeZone });
    if (timeZone !== account.timeZone) markZoneChosen();
    if (language !== account.language) await setLanguage(language);
    toast(t('region.saved'), 'success');
  }

  return (
    <SettingsCard title={t('region.title')} description={t('region.description')}>
      <form
        onSubmit={(e) => void onSubmit(e).catch(() => undefined)}
        className="flex max-w-md flex-col gap-4"
        aria-label={t('region.title')}
      >
        {update.isError && <Alert>{errorMessage(update.error)}</Alert>}
        <SelectField
          name="language"
          label={t('region.language')}
          options={LANGUAGES}
          value={language}
          onChange={(e) => setChosenLanguage(e.target.value as Language)}
        />
        <div className="flex flex-col gap-1.5">
          <SelectField
            name="timeZone"
            label={t('region.timeZone')}
            options={zones}
            value={timeZone}
            onChange={(e) => setTimeZone(e.target.value)}
          />
          {detected !== timeZone && (
            <p className="text-sm text-muted">
              {t('region.detected', { zone: detected.replaceAll('_', ' ') })}{' '}
              <button type="button" className="font-medium text-primary underline" onClick={() => setTimeZone(detected)}>
                {t('region.useDetected')}
              </button>
            </p>
          )}
        </div>
        <SaveButton saving={update.isPending} unchanged={unchanged} />
      </form>
    </SettingsCard>
  );
}
