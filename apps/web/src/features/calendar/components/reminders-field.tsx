import { EVENT_REMINDERS_MAX, REMINDER_MINUTES, DEFAULT_REMINDER_MINUTES } from '@skilllink/contracts/calendar-constants';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';

/**
 * A new reminder is 15 minutes before; when 15 is already set, the next unused
 * choice, because the server refuses the same reminder twice.
 */
export function nextReminder(current: number[]): number | null {
  if (current.length >= EVENT_REMINDERS_MAX) return null;
  if (!current.includes(DEFAULT_REMINDER_MINUTES)) return DEFAULT_REMINDER_MINUTES;
  return REMINDER_MINUTES.find((m) => !current.includes(m)) ?? null;
}

export function RemindersField({ value, onChange }: { value: number[]; onChange: (next: number[]) => void }) {
  const { t } = useTranslation('calendar');
  const next = nextReminder(value);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-fg">{t('form.reminders')}</legend>
      {value.length === 0 && <p className="text-sm text-muted">{t('form.noReminders')}</p>}
      {value.map((minutes, index) => (
        <div key={index} className="flex gap-2">
          <select
            aria-label={t('form.reminder', { n: index + 1 })}
            className={inputClasses}
            value={String(minutes)}
            onChange={(e) => onChange(value.map((m, i) => (i === index ? Number(e.target.value) : m)))}
          >
            {REMINDER_MINUTES.filter((m) => m === minutes || !value.includes(m)).map((m) => (
              <option key={m} value={m}>
                {t(`reminderChoices.${m}`)}
              </option>
            ))}
          </select>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('form.removeReminder', { n: index + 1 })}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      {next !== null && (
        <Button variant="secondary" size="sm" className="self-start" onClick={() => onChange([...value, next])}>
          {t('form.addReminder')}
        </Button>
      )}
    </fieldset>
  );
}
