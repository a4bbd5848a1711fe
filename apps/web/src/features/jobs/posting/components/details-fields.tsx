import { JOB_DESCRIPTION_MAX, JOB_LIST_ITEMS_MAX } from '@skilllink/contracts/job-constants';
import { useId } from 'react';
import { TextAreaField } from '../../../../components/ui/field';
import { useTranslation } from '../../../../lib/use-translation';
import { LINES_FIELDS, type JobDraft } from '../model/draft';
import type { DraftChange } from '../model/use-job-draft';
import type { DraftErrors } from '../model/validate';
import '../i18n';

/** Description (plain text, links made clickable) and the three one-item-per-line lists. */
export function DetailsFields({ draft, errors, onChange }: { draft: JobDraft; errors: DraftErrors; onChange: DraftChange }) {
  const { t } = useTranslation('jobsHiring');
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <TextAreaField
          name="description"
          label={t('form.description')}
          value={draft.description}
          rows={8}
          maxLength={JOB_DESCRIPTION_MAX}
          required
          error={errors.description}
          aria-describedby={[`${id}-hint`, errors.description ? `${id}-error` : ''].filter(Boolean).join(' ')}
          id={id}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
        />
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-muted">
          <p id={`${id}-hint`}>{t('form.descriptionHint')}</p>
          <p className="tabular-nums">{t('form.charCount', { count: draft.description.length, max: JOB_DESCRIPTION_MAX })}</p>
        </div>
      </div>
      <p className="text-sm text-muted">{t('form.linesHint', { max: JOB_LIST_ITEMS_MAX })}</p>
      {LINES_FIELDS.map((field) => (
        <TextAreaField
          key={field}
          name={field}
          label={t(`form.${field}`)}
          value={draft[field]}
          rows={4}
          error={errors[field]}
          onChange={(e) => onChange({ [field]: e.currentTarget.value })}
        />
      ))}
    </div>
  );
}
