import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { shiftForm, type EventFormState } from '../model/form-state';

const STEPS = [
  { key: 'moveEarlierDay', minutes: -1440 },
  { key: 'moveLaterDay', minutes: 1440 },
  { key: 'moveEarlierHour', minutes: -60 },
  { key: 'moveLaterHour', minutes: 60 },
] as const;

/** The keyboard and touch alternative to dragging: shift the whole event, keeping its duration. */
export function MoveControls({ form, timeZone, onMove }: { form: EventFormState; timeZone: string; onMove: (f: EventFormState) => void }) {
  const { t } = useTranslation('calendar');
  const steps = form.isAllDay ? STEPS.slice(0, 2) : STEPS;
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-fg">{t('form.move')}</legend>
      <div className="flex flex-wrap gap-2">
        {steps.map((step) => (
          <Button key={step.key} variant="secondary" size="sm" onClick={() => onMove(shiftForm(form, step.minutes, timeZone))}>
            {t(`form.${step.key}`)}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
