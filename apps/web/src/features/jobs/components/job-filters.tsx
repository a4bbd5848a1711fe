import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../components/ui/cn';
import { inputClasses, SelectField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import type { JobFilters as Filters } from '../api/keys';
import { useCommittedText } from '../../../lib/use-committed-text';
import { typesOf } from '../hooks/use-job-filters';
import { CreateAlertButton } from '../alerts/components/create-alert-button';
import { MoreFilters, moreFiltersActive } from './more-filters';
import '../i18n';

interface JobFiltersProps {
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
  /** Shown while anything narrows the list. */
  onClear: (() => void) | null;
}

/**
 * Search (title, company, skills, description; debounced), job (or project) type, sort and the Remote
 * toggle always in view; experience, location, skills, salary and date posted under "More
 * filters" (open while any of them is set).
 */
export function JobFilters({ filters, onChange, onClear }: JobFiltersProps) {
  const { t } = useTranslation('jobs');
  // The Projects tab's own words where they differ ("Project type", "Search projects").
  const words = filters.kind === 'project' ? 'projectFilters' : 'filters';
  const id = useId();
  const [text, setText] = useCommittedText(filters.q, (q) => onChange({ q }));
  const active = moreFiltersActive(filters);
  const [open, setOpen] = useState(active > 0);
  // Without a choice the server sorts by match with a query and by newest without (spec §4).
  const sort = filters.sort ?? (filters.q ? 'match' : 'newest');

  return (
    <div role="search" aria-label={t(`${words}.label`)} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      {/* The search on a row of its own: type and sort keep room for their longest (French) option. */}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label htmlFor={`${id}-q`} className="text-sm font-medium text-fg">
            {t(`${words}.search`)}
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
            <input
              id={`${id}-q`}
              type="search"
              value={text}
              maxLength={100}
              autoComplete="off"
              placeholder={t('filters.searchPlaceholder')}
              className={cn(inputClasses, 'pl-9')}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
        <SelectField
          label={t(`${words}.type`)}
          value={filters.type}
          onChange={(event) => onChange({ type: event.target.value as Filters['type'] })}
          options={[
            { value: 'all', label: t('filters.allTypes') },
            ...typesOf(filters.kind).map((type) => ({ value: type, label: t(`types.${type}`) })),
          ]}
        />
        <SelectField
          label={t('filters.sort')}
          value={sort}
          onChange={(event) => onChange({ sort: event.target.value as 'match' | 'newest' })}
          options={[
            { value: 'match', label: t('sorts.match') },
            { value: 'newest', label: t('sorts.newest') },
          ]}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Checkbox label={t('filters.remote')} checked={filters.remote} onChange={(event) => onChange({ remote: event.target.checked })} />
        <div className="flex flex-wrap items-center gap-2">
          <CreateAlertButton filters={filters} />
          {onClear && (
            <Button variant="ghost" size="sm" onClick={onClear}>
              {t('filters.clear')}
            </Button>
          )}
          <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={`${id}-more`} onClick={() => setOpen((v) => !v)}>
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {active > 0 ? t('filters.active', { count: active }) : t('filters.more')}
          </Button>
        </div>
      </div>
      <div id={`${id}-more`} hidden={!open} className="border-t border-border pt-3">
        <MoreFilters filters={filters} onChange={onChange} />
      </div>
    </div>
  );
}
