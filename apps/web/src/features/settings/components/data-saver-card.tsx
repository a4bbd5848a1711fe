import { useId } from 'react';
import { Switch } from '../../../components/ui/switch';
import { setDataSaver } from '../../../lib/data-saver';
import { useDataSaver } from '../../../lib/use-data-saver';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { SettingsCard } from './settings-card';

/** Data saver for this device (issue 28 §4): photos on request, no video loading by itself. */
export function DataSaverCard() {
  const { t } = useTranslation('settings');
  const saver = useDataSaver();
  const labelId = useId();
  const hintId = useId();
  return (
    <SettingsCard title={t('dataSaver.title')} description={t('dataSaver.description')}>
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <span id={labelId} className="font-medium text-fg">
            {t('dataSaver.label')}
          </span>
          <span id={hintId} className="text-sm text-muted">
            {saver.chosen ? t('dataSaver.chosen') : saver.on ? t('dataSaver.automaticOn') : t('dataSaver.automaticOff')}
          </span>
        </div>
        <Switch checked={saver.on} onCheckedChange={setDataSaver} aria-labelledby={labelId} aria-describedby={hintId} />
      </div>
    </SettingsCard>
  );
}
