import { RECURRENCE_COUNT_MAX, RECURRENCE_FREQUENCIES, RECURRENCE_INTERVAL_MAX, WEEKDAYS } from '@skilllink/contracts/calendar-constants';
import { SelectField, TextField } from '../../../components/ui/field';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import { isStartWeekday, toggleWeekday, withFrequency, type EventFormState, type RepeatEnd } from '../model/form-state';

type Props = { form: EventFormState; set: (patch: Partial<EventFormState>) => void };

/** Repeat: frequency, interval, weekdays for weekly, and the end (never, after N, on a date). */
export function RecurrenceFields({ form, set }: Props) {
  const { t } = useTranslation('calendar');
  const frequencies = [
    { value: 'none', label: t('repeat.none') },
    ...RECURRENCE_FREQUENCIES.map((f) => ({ value: f, label: t(`repeat.${f}`) })),
  ];
  const ends: RepeatEnd[] = ['never', 'count', 'until'];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('repeat.label')}</legend>
      <SelectField
        label={t('repeat.label')}
        options={frequencies}
        value={form.frequency}
        onChange={(e) => set(withFrequency(form, e.target.value as EventFormState['frequency']))}
      />
      {form.frequency !== 'none' && (
        <>
          <div className="flex items-end gap-2">
            <TextField
              label={t('repeat.interval')}
              type="number"
              min={1}
              max={RECURRENCE_INTERVAL_MAX}
              value={form.interval}
              className="w-32"
              onChange={(e) => set({ interval: Number(e.target.value) })}
            />
            <span className="pb-2.5 text-sm text-muted">{t(`repeat.units.${form.frequency}`)}</span>
          </div>
          {form.frequency === 'weekly' && (
            <fieldset>
              <legend className="mb-1.5 text-sm font-medium text-fg">{t('repeat.weekdays')}</legend>
              <div className="flex flex-wrap gap-1">
                {WEEKDAYS.map((day) => {
                  const on = form.byWeekday.includes(day);
                  // The start's own weekday stays selected while it is the start (Google Calendar's way).
                  const locked = on && isStartWeekday(form, day);
                  return (
                    <button
                      key={day}
                      type="button"
                      aria-pressed={on}
                      aria-disabled={locked || undefined}
                      aria-label={t(`weekdays.${day}`)}
                      title={locked ? t('repeat.startWeekday') : undefined}
                      className={cn(
                        'inline-flex size-11 items-center justify-center rounded-full border text-sm font-medium',
                        on ? 'border-primary bg-primary text-primary-fg' : 'border-border-strong bg-surface text-fg hover:bg-surface-2',
                      )}
                      onClick={() => set({ byWeekday: toggleWeekday(form, day).byWeekday })}
                    >
                      {t(`weekdaysShort.${day}`)}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          )}
          <SelectField
            label={t('repeat.ends')}
            options={ends.map((e) => ({ value: e, label: t(`repeat.${e}`) }))}
            value={form.repeatEnd}
            onChange={(e) => set({ repeatEnd: e.target.value as RepeatEnd })}
          />
          {form.repeatEnd === 'count' && (
            <TextField
              label={t('repeat.countLabel')}
              type="number"
              min={1}
              max={RECURRENCE_COUNT_MAX}
              value={form.count}
              onChange={(e) => set({ count: Number(e.target.value) })}
            />
          )}
          {form.repeatEnd === 'until' && (
            <TextField
              label={t('repeat.untilLabel')}
              type="date"
              value={form.until}
              min={form.startDate}
              onChange={(e) => set({ until: e.target.value })}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
