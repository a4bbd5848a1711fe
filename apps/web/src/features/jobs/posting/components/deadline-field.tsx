import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { inputClasses } from '../../../../components/ui/field';
import { useTranslation } from '../../../../lib/use-translation';
import { deviceTimeZone } from '../model/deadline';
import type { JobDraft } from '../model/draft';
import type { DraftChange } from '../model/use-job-draft';
import '../i18n';

/** An optional deadline as a date and a time in the member's zone (converted to an instant on save). */
export function DeadlineField({ draft, error, onChange }: { draft: JobDraft; error?: string; onChange: DraftChange }) {
  const { t } = useTranslation('jobsHiring');
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-fg">{t('form.deadline')}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-36 flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-date`} className="text-sm text-fg">
            {t('form.deadlineDate')}
          </label>
          <input
            id={`${id}-date`}
            name="deadlineDate"
            type="date"
            className={inputClasses}
            value={draft.deadlineDate}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange({ deadlineDate: e.currentTarget.value })}
          />
        </div>
        <div className="flex min-w-28 flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-time`} className="text-sm text-fg">
            {t('form.deadlineTime')}
          </label>
          <input
            id={`${id}-time`}
            name="deadlineTime"
            type="time"
            className={inputClasses}
            value={draft.deadlineTime}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange({ deadlineTime: e.currentTarget.value })}
          />
        </div>
        {(draft.deadlineDate || draft.deadlineTime) && (
          <Button variant="ghost" size="sm" onClick={() => onChange({ deadlineDate: '', deadlineTime: '' })}>
            {t('form.deadlineClear')}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('form.deadlineHint', { zone: deviceTimeZone() })}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
