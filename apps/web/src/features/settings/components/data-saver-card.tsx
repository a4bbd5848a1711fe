import { useId } from 'react';
import { Switch } from '../../../components/ui/switch';
import { setDataSaver } from '../../../lib/data-saver';
import { useSavedThisMonth } from '../../../lib/data-saver-savings';
import type { TFunction } from '../../../lib/i18n';
import { numberFormat } from '../../../lib/intl';
import { useDataSaver } from '../../../lib/use-data-saver';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { SettingsCard } from './settings-card';

/** "Data saver saved 12 MB this month"; under 1 MB in KB (ADR 074). */
function savedText(t: TFunction<'settings'>, bytes: number): string {
  if (bytes <= 0) return t('dataSaver.savedNothing');
  if (bytes < 1024 * 1024) return t('dataSaver.savedKb', { value: numberFormat().format(Math.max(1, Math.round(bytes / 1024))) });
  return t('dataSaver.savedMb', { value: numberFormat({ maximumFractionDigits: 1 }).format(bytes / (1024 * 1024)) });
}

/** Data saver for this device (issue 28 §4): photos on request, no video loading by itself, and what it saved this month. */
export function DataSaverCard() {
  const { t } = useTranslation('settings');
  const saver = useDataSaver();
  const saved = useSavedThisMonth();
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
      <p className="text-sm text-muted">{savedText(t, saved)}</p>
    </SettingsCard>
  );
}
