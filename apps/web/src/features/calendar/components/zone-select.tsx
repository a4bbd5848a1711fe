import { useMemo } from 'react';
import { SelectField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import { detectTimeZone, timeZoneChoices } from '../../../lib/time-zones';

/** The zone the calendar shows times in: the member's setting, changeable; the device's zone as a hint. */
export function ZoneSelect({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const { t } = useTranslation('calendar');
  const options = useMemo(() => timeZoneChoices(value).map((z) => ({ value: z, label: z.replaceAll('_', ' ') })), [value]);
  return (
    <div className="flex flex-col gap-1">
      <SelectField label={t('zone.label')} options={options} value={value} onChange={(e) => onChange(e.target.value)} />
      <p className="text-xs text-muted">{t('zone.detected', { zone: detectTimeZone() })}</p>
    </div>
  );
}
