import type { SuggestedFilters } from '@skilllink/contracts/search';
import { FILTER_SKILLS_MAX, SEARCH_DATE_RANGES, SEARCH_EXPERIENCE, SEARCH_TABS } from '@skilllink/contracts/search-constants';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { TagInput } from '../../../components/ui/tag-input';
import { useCommittedText } from '../../../lib/use-committed-text';
import { useTranslation } from '../../../lib/use-translation';
import { activeFilters, type SearchParams } from '../hooks/search-params';
import { SuggestedChips } from './suggested-chips';
import '../i18n';

interface FilterPanelProps {
  search: SearchParams;
  onChange: (changes: Partial<SearchParams>) => void;
  onClear: () => void;
  /** What the results suggest narrowing by; undefined until they are in. */
  suggested: SuggestedFilters | undefined;
}

/**
 * Spec §3 Search filters: type (the tabs), location, skills, experience and date posted, plus
 * the values found in the results to pick with one tap (§9: 10 skills, 8 locations, 8 companies).
 */
export function FilterPanel({ search, onChange, onClear, suggested }: FilterPanelProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const [location, setLocation] = useCommittedText(search.location, (text) => onChange({ location: text }));
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
          {t('filters.title')}
        </h2>
        {activeFilters(search) > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t('filters.type')}
          value={search.tab}
          onChange={(event) => onChange({ tab: event.target.value as SearchParams['tab'] })}
          options={SEARCH_TABS.map((tab) => ({ value: tab, label: t(`tabs.${tab}`) }))}
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
          label={t('filters.experience')}
          value={search.experience}
          onChange={(event) => onChange({ experience: event.target.value as SearchParams['experience'] })}
          options={SEARCH_EXPERIENCE.map((level) => ({ value: level, label: t(`experience.${level}`) }))}
        />
        <SelectField
          label={t('filters.dateRange')}
          value={search.dateRange}
          onChange={(event) => onChange({ dateRange: event.target.value as SearchParams['dateRange'] })}
          options={SEARCH_DATE_RANGES.map((range) => ({ value: range, label: t(`dateRange.${range}`) }))}
        />
        <div className="sm:col-span-2 lg:col-span-4">
          <TagInput
            tags={search.skills}
            onChange={(skills) => onChange({ skills })}
            label={t('filters.skills')}
            hint={(full) => t(full ? 'filters.skillsFull' : 'filters.skillsHint', { max: FILTER_SKILLS_MAX })}
            removeLabel={(skill) => t('filters.removeSkill', { skill })}
            max={FILTER_SKILLS_MAX}
            tagMaxLength={100}
          />
        </div>
      </div>
      {suggested && <SuggestedChips search={search} suggested={suggested} onChange={onChange} />}
    </section>
  );
}
