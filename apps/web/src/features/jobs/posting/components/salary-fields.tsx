import { CURRENCIES, SALARY_PERIODS } from '@skilllink/contracts/job-constants';
import { useId } from 'react';
import { SelectField, TextField } from '../../../../components/ui/field';
import { useTranslation } from '../../../../lib/use-translation';
import type { JobDraft } from '../model/draft';
import type { DraftChange } from '../model/use-job-draft';
import type { DraftErrors } from '../model/validate';
import '../i18n';

const radio =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 text-sm text-fg has-checked:border-primary has-checked:bg-primary-soft';

/** Not disclosed, or a range (either side may stay open) with its currency and period; a project's budget has no period. */
export function SalaryFields({ draft, errors, onChange }: { draft: JobDraft; errors: DraftErrors; onChange: DraftChange }) {
  const { t } = useTranslation('jobsHiring');
  const id = useId();
  const ranged = draft.salaryMode === 'range';
  const project = draft.kind === 'project';
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="sr-only">{t(project ? 'form.budgetChoice' : 'form.salaryChoice')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {(['none', 'range'] as const).map((mode) => (
          <label key={mode} className={radio}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={draft.salaryMode === mode}
              className="size-5 accent-primary"
              onChange={() => onChange({ salaryMode: mode })}
            />
            {mode === 'none' ? t('form.salaryNone') : t('form.salaryRange')}
          </label>
        ))}
      </div>
      {ranged && (
        <div className="grid gap-4 sm:grid-cols-2">
          <p className="text-sm text-muted sm:col-span-2">{t(project ? 'form.budgetHint' : 'form.salaryHint')}</p>
          <TextField
            name="salaryMin"
            label={t('form.salaryMin')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.salaryMin}
            maxLength={16}
            error={errors.salaryMin}
            onChange={(e) => onChange({ salaryMin: e.currentTarget.value })}
          />
          <TextField
            name="salaryMax"
            label={t('form.salaryMax')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.salaryMax}
            maxLength={16}
            error={errors.salaryMax}
            onChange={(e) => onChange({ salaryMax: e.currentTarget.value })}
          />
          <SelectField
            name="currency"
            label={t('form.currency')}
            value={draft.currency}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
            onChange={(e) => onChange({ currency: e.currentTarget.value as JobDraft['currency'] })}
          />
          {!project && (
            <SelectField
              name="period"
              label={t('form.period')}
              value={draft.period}
              options={SALARY_PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
              onChange={(e) => onChange({ period: e.currentTarget.value as JobDraft['period'] })}
            />
          )}
        </div>
      )}
      {errors.salary && <p className="text-sm font-medium text-danger">{errors.salary}</p>}
    </fieldset>
  );
}
