import { APPLICATION_STATUSES, type ListingKind } from '@skilllink/contracts/job-constants';
import { SelectField } from '../../../../components/ui/field';
import { useTranslation } from '../../../../lib/use-translation';
import type { ApplicantFilters as Filters } from '../../posting/api/keys';
import '../../posting/i18n';

/** The statuses a job application can be in (`awarded` is for proposals), and a proposal (never `accepted`). */
export const filterStatuses = (kind: ListingKind = 'job') =>
  APPLICATION_STATUSES.filter((s) => s !== (kind === 'project' ? 'accepted' : 'awarded'));

/** Status and sort (best match, newest) of the applicants list. */
interface ApplicantFiltersProps {
  kind?: ListingKind;
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
}

export function ApplicantFilters({ kind = 'job', filters, onChange }: ApplicantFiltersProps) {
  const { t } = useTranslation('jobsHiring');
  return (
    <div role="group" aria-label={t('applicants.filters')} className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
      <SelectField
        className="sm:w-48"
        label={t('applicants.statusFilter')}
        value={filters.status}
        options={[
          { value: 'all', label: t('applicants.all') },
          ...filterStatuses(kind).map((s) => ({ value: s, label: t(`status.${s}`) })),
        ]}
        onChange={(e) => onChange({ status: e.currentTarget.value as Filters['status'] })}
      />
      <SelectField
        className="sm:w-48"
        label={t('applicants.sort')}
        value={filters.sort}
        options={[
          { value: 'match', label: t('applicants.sortMatch') },
          { value: 'newest', label: t('applicants.sortNewest') },
        ]}
        onChange={(e) => onChange({ sort: e.currentTarget.value as Filters['sort'] })}
      />
    </div>
  );
}
