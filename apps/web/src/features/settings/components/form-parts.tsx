import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

const choice = 'flex min-h-11 items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary';

/** One choice among a few, each a whole tappable box (Settings' radio groups). */
export function RadioChoices<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  label,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (option: T) => ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-fg">{legend}</legend>
      {options.map((option) => (
        <label key={option} className={choice}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            className="mt-0.5 size-5 accent-primary"
            onChange={() => onChange(option)}
          />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}

/** A settings form's Save: off until something changed, busy while saving. */
export function SaveButton({ saving, unchanged }: { saving: boolean; unchanged: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <div>
      <Button type="submit" busy={saving} disabled={unchanged}>
        {saving ? t('saving') : t('save')}
      </Button>
    </div>
  );
}
