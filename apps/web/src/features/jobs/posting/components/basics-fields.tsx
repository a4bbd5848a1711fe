import { EXPERIENCE_LEVELS, JOB_COMPANY_MAX, JOB_LOCATION_MAX, JOB_TITLE_MAX, JOB_TYPES } from '@skilllink/contracts/job-constants';
import { Checkbox } from '../../../../components/ui/checkbox';
import { SelectField, TextField } from '../../../../components/ui/field';
import { useTranslation } from '../../../../lib/use-translation';
import type { JobDraft } from '../model/draft';
import type { DraftChange } from '../model/use-job-draft';
import type { DraftErrors } from '../model/validate';
import '../i18n';

interface FieldsProps {
  draft: JobDraft;
  errors: DraftErrors;
  onChange: DraftChange;
}

/** Title, company (blank: as yourself), location, type, experience and remote. */
export function BasicsFields({ draft, errors, onChange }: FieldsProps) {
  const { t } = useTranslation('jobsHiring');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        name="title"
        label={t('form.title')}
        placeholder={t('form.titlePlaceholder')}
        value={draft.title}
        maxLength={JOB_TITLE_MAX}
        required
        error={errors.title}
        onChange={(e) => onChange({ title: e.currentTarget.value })}
      />
      <TextField
        className="sm:col-span-2"
        name="companyName"
        label={t('form.company')}
        hint={t('form.companyHint')}
        value={draft.companyName}
        maxLength={JOB_COMPANY_MAX}
        autoComplete="organization"
        error={errors.companyName}
        onChange={(e) => onChange({ companyName: e.currentTarget.value })}
      />
      <TextField
        name="location"
        label={t('form.location')}
        placeholder={t('form.locationPlaceholder')}
        value={draft.location}
        maxLength={JOB_LOCATION_MAX}
        required
        error={errors.location}
        onChange={(e) => onChange({ location: e.currentTarget.value })}
      />
      <div className="flex items-end">
        <Checkbox
          name="isRemote"
          label={t('form.remote')}
          checked={draft.isRemote}
          onChange={(e) => onChange({ isRemote: e.currentTarget.checked })}
        />
      </div>
      <SelectField
        name="type"
        label={t('form.type')}
        value={draft.type}
        error={errors.type}
        options={JOB_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        onChange={(e) => onChange({ type: e.currentTarget.value as JobDraft['type'] })}
      />
      <SelectField
        name="experienceLevel"
        label={t('form.experience')}
        value={draft.experienceLevel}
        error={errors.experienceLevel}
        options={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: t(`experience.${level}`) }))}
        onChange={(e) => onChange({ experienceLevel: e.currentTarget.value as JobDraft['experienceLevel'] })}
      />
    </div>
  );
}
