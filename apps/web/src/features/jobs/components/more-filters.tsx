import { CURRENCIES, DATE_POSTED, EXPERIENCE_LEVELS, MONEY_MAX } from '@skilllink/contracts/job-constants';
import { SelectField, TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import type { JobFilters } from '../api/keys';
import { useCommittedText } from '../../../lib/use-committed-text';
import { SkillsFilter } from './skills-filter';
import '../i18n';

/** How many of the filters under "More filters" are set (shown on its button). */
export function moreFiltersActive(f: JobFilters): number {
  const salary = f.currency !== '' && f.salaryMin !== null;
  return [f.experience !== 'all', f.location !== '', f.skills.length > 0, salary, f.datePosted !== 'all'].filter(Boolean).length;
}

const toMoney = (text: string): number | null => (text === '' ? null : Math.min(MONEY_MAX, Number(text)));

interface MoreFiltersProps {
  filters: JobFilters;
  onChange: (changes: Partial<JobFilters>) => void;
}

/** Experience, location, skills, salary or budget (currency and a minimum in it) and date posted (spec §3 Job filters). */
export function MoreFilters({ filters, onChange }: MoreFiltersProps) {
  const { t } = useTranslation('jobs');
  // A project's budget is filtered like a salary: only the words differ.
  const words = filters.kind === 'project' ? 'projectFilters' : 'filters';
  const [location, setLocation] = useCommittedText(filters.location, (text) => onChange({ location: text }));
  const [salaryMin, setSalaryMin] = useCommittedText(filters.salaryMin === null ? '' : String(filters.salaryMin), (text) =>
    onChange({ salaryMin: toMoney(text) }),
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <SelectField
        label={t('filters.experience')}
        value={filters.experience}
        onChange={(event) => onChange({ experience: event.target.value as JobFilters['experience'] })}
        options={[
          { value: 'all', label: t('filters.allLevels') },
          ...EXPERIENCE_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) })),
        ]}
      />
      <TextField
        label={t('filters.location')}
        value={location}
        maxLength={100}
        autoComplete="off"
        placeholder={t('filters.locationPlaceholder')}
        onChange={(event) => setLocation(event.target.value)}
      />
      <SelectField
        label={t('filters.datePosted')}
        value={filters.datePosted}
        onChange={(event) => onChange({ datePosted: event.target.value as JobFilters['datePosted'] })}
        options={DATE_POSTED.map((d) => ({ value: d, label: d === 'all' ? t('filters.anyTime') : t(`datePosted.${d}`) }))}
      />
      <div className="sm:col-span-2 lg:col-span-1">
        <SkillsFilter skills={filters.skills} onChange={(skills) => onChange({ skills })} />
      </div>
      <SelectField
        label={t(`${words}.currency`)}
        value={filters.currency}
        onChange={(event) => onChange({ currency: event.target.value as JobFilters['currency'] })}
        options={[{ value: '', label: t('filters.anyCurrency') }, ...CURRENCIES.map((c) => ({ value: c, label: c }))]}
      />
      <TextField
        label={t(`${words}.salaryMin`)}
        value={salaryMin}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        disabled={filters.currency === ''}
        className="[&_input:disabled]:cursor-not-allowed [&_input:disabled]:opacity-60"
        hint={filters.currency === '' ? t('filters.salaryMinHint') : undefined}
        // Digits only: a figure in the listing's currency, per year or per hour as listed (a project: for the whole work).
        onChange={(event) => setSalaryMin(event.target.value.replace(/\D/g, ''))}
      />
    </div>
  );
}
