import { REFERRAL_NOTE_MAX } from '@skilllink/contracts/referral-constants';
import { useId } from 'react';
import { inputClasses } from '../../../components/ui/field';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** The optional personal note, with a character count toward REFERRAL_NOTE_MAX tied to it. */
export function NoteField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('referrals');
  const id = useId();
  const countId = `${id}-count`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('invite.note')}
      </label>
      <textarea
        id={id}
        name="note"
        rows={3}
        maxLength={REFERRAL_NOTE_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClasses, 'min-h-24')}
        aria-invalid={error ? true : undefined}
        aria-describedby={[countId, errorId].filter(Boolean).join(' ')}
      />
      <p id={countId} className="self-end text-xs text-muted tabular-nums">
        {t('invite.noteCount', { count: value.length, max: REFERRAL_NOTE_MAX })}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
