import {
  EXPERIENCE_LEVELS,
  JOB_COMPANY_MAX,
  JOB_LOCATION_MAX,
  JOB_TITLE_MAX,
  JOB_TYPES,
  LISTING_KINDS,
  PROJECT_DURATION_MAX,
  PROJECT_TYPES,
} from '@skilllink/contracts/job-constants';
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
  /** Editing: a listing keeps the kind it was posted as. */
  kindFixed?: boolean;
}

/**
 * A job or a freelance project; title, company (blank: as yourself), location, type,
 * experience and remote; a project's duration.
 */
export function BasicsFields({ draft, errors, onChange, kindFixed = false }: FieldsProps) {
  const { t } = useTranslation('jobsHiring');
  const project = draft.kind === 'project';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        className="sm:col-span-2"
        name="kind"
        label={t('form.kind')}
        value={draft.kind}
        disabled={kindFixed}
        aria-describedby={kindFixed ? 'listing-kind-fixed' : undefined}
        options={LISTING_KINDS.map((kind) => ({ value: kind, label: t(kind === 'project' ? 'form.kindProject' : 'form.kindJob') }))}
        // The type lists differ by kind: switching starts from that kind's first type.
        onChange={(e) => {
          const kind = e.currentTarget.value as JobDraft['kind'];
          onChange({ kind, type: kind === 'project' ? PROJECT_TYPES[1] : JOB_TYPES[0] });
        }}
      />
      {kindFixed && (
        <p id="listing-kind-fixed" className="-mt-2 text-sm text-muted sm:col-span-2">
          {t('form.kindFixed')}
        </p>
      )}
      <TextField
        className="sm:col-span-2"
        name="title"
        label={t(project ? 'form.projectTitle' : 'form.title')}
        placeholder={t(project ? 'form.projectTitlePlaceholder' : 'form.titlePlaceholder')}
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
        label={t(project ? 'form.projectType' : 'form.type')}
        value={draft.type}
        error={errors.type}
        options={(project ? PROJECT_TYPES : JOB_TYPES).map((type) => ({ value: type, label: t(`types.${type}`) }))}
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
      {project && (
        <TextField
          className="sm:col-span-2"
          name="duration"
          label={t('form.duration')}
          placeholder={t('form.durationPlaceholder')}
          hint={t('form.durationHint')}
          value={draft.duration}
          maxLength={PROJECT_DURATION_MAX}
          error={errors.duration}
          onChange={(e) => onChange({ duration: e.currentTarget.value })}
        />
      )}
    </div>
  );
}
