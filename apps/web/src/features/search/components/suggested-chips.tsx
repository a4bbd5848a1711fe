import type { SuggestedFilters } from '@skilllink/contracts/search';
import { FILTER_SKILLS_MAX, SEARCH_QUERY_MAX } from '@skilllink/contracts/search-constants';
import { useTranslation } from '../../../lib/use-translation';
import type { SearchParams } from '../hooks/search-params';
import { chipClasses } from './chip';
import '../i18n';

interface Props {
  search: SearchParams;
  suggested: SuggestedFilters;
  onChange: (changes: Partial<SearchParams>) => void;
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * The filter values found in the results (§9), one tap each: a skill toggles in the skills
 * filter, a location becomes (or stops being) the location, and a company narrows the query to
 * it — there is no company filter, and every word of a query must match, so adding its name
 * keeps the results that mention it.
 */
export function SuggestedChips({ search, suggested, onChange }: Props) {
  const { t } = useTranslation('search');
  const hasSkill = (skill: string) => search.skills.some((s) => same(s, skill));
  const toggleSkill = (skill: string) =>
    onChange({ skills: hasSkill(skill) ? search.skills.filter((s) => !same(s, skill)) : [...search.skills, skill] });
  const skillsFull = search.skills.length >= FILTER_SKILLS_MAX;
  const withCompany = (company: string) => `${search.q} ${company}`.trim();

  const rows = [
    {
      key: 'skills',
      label: t('filters.suggestedSkills'),
      values: suggested.skills,
      pressed: hasSkill,
      disabled: (skill: string) => skillsFull && !hasSkill(skill),
      onPick: toggleSkill,
    },
    {
      key: 'locations',
      label: t('filters.suggestedLocations'),
      values: suggested.locations,
      pressed: (location: string) => same(search.location, location),
      disabled: () => false,
      onPick: (location: string) => onChange({ location: same(search.location, location) ? '' : location }),
    },
    {
      key: 'companies',
      label: t('filters.suggestedCompanies'),
      // A company already in the query has nothing more to narrow.
      values: suggested.companies.filter((company) => !search.q.toLowerCase().includes(company.toLowerCase())),
      pressed: null,
      disabled: (company: string) => withCompany(company).length > SEARCH_QUERY_MAX,
      onPick: (company: string) => onChange({ q: withCompany(company) }),
    },
  ].filter((row) => row.values.length > 0);
  if (rows.length === 0) return null;

  return (
    <div className="flex flex-col gap-3 border-t border-border pt-3">
      <p className="text-sm font-medium text-fg">{t('filters.suggested')}</p>
      {rows.map((row) => (
        <div key={row.key} role="group" aria-label={row.label} className="flex flex-col gap-1.5">
          <p aria-hidden="true" className="text-xs font-semibold tracking-wide text-muted uppercase">
            {row.label}
          </p>
          <ul className="flex flex-wrap gap-2">
            {row.values.map((value) => (
              <li key={value}>
                <button
                  type="button"
                  className={`${chipClasses} disabled:cursor-not-allowed disabled:opacity-60`}
                  aria-pressed={row.pressed ? row.pressed(value) : undefined}
                  title={row.pressed ? undefined : t('filters.addCompany', { company: value })}
                  disabled={row.disabled(value)}
                  onClick={() => row.onPick(value)}
                >
                  {value}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
