import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import { addAttendee } from '../model/form-state';

/** E-mail input plus Add; blanks and duplicates are ignored. */
export function AttendeesField({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const { t } = useTranslation('calendar');
  const id = useId();
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const add = () => {
    const { list, error } = addAttendee(value, draft);
    setInvalid(error === 'invalid');
    if (error) return;
    onChange(list);
    setDraft('');
  };
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-fg">{t('form.attendees')}</legend>
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t('form.attendeeInput')}
        </label>
        <input
          id={id}
          type="email"
          value={draft}
          placeholder="name@example.com"
          className={inputClasses}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            // Enter adds the attendee instead of submitting the whole event.
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" size="sm" onClick={add}>
          {t('form.addAttendee')}
        </Button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {t('form.attendeeInvalid')}
        </p>
      )}
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((email) => (
            <li key={email} className="flex max-w-full items-center gap-1 rounded-full bg-surface-2 pl-3 text-sm text-fg">
              <span className="truncate">{email}</span>
              <button
                type="button"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:text-fg"
                aria-label={t('form.removeAttendee', { email })}
                onClick={() => onChange(value.filter((a) => a !== email))}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
