import { CURRENCIES, DATE_POSTED, EXPERIENCE_LEVELS, JOB_TYPES, MONEY_MAX } from '@skilllink/contracts/job-constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { JobFilters } from '../api/keys';

/** The most skills the server filters by (JobsQuery). */
export const SKILLS_FILTER_MAX = 5;

export const NO_FILTERS: JobFilters = {
  q: '',
  type: 'all',
  experience: 'all',
  location: '',
  remote: false,
  skills: [],
  currency: '',
  salaryMin: null,
  datePosted: 'all',
  sort: null,
};

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return (allowed as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}

function money(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const amount = Number(value);
  return amount <= MONEY_MAX ? amount : null;
}

/** Reads the filters from the address; unknown or out-of-range values fall back to the defaults. */
export function readJobFilters(params: URLSearchParams): JobFilters {
  const skills = (params.get('skills') ?? '')
    .split(',')
    .map((s) => s.trim().slice(0, 60))
    .filter(Boolean);
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    type: oneOf(params.get('type'), JOB_TYPES) ?? 'all',
    experience: oneOf(params.get('experience'), EXPERIENCE_LEVELS) ?? 'all',
    location: (params.get('location') ?? '').trim().slice(0, 100),
    remote: params.get('remote') === 'true',
    skills: [...new Set(skills)].slice(0, SKILLS_FILTER_MAX),
    currency: oneOf(params.get('currency'), CURRENCIES) ?? '',
    salaryMin: money(params.get('salaryMin')),
    datePosted: oneOf(params.get('datePosted'), DATE_POSTED) ?? 'all',
    sort: oneOf(params.get('sort'), ['match', 'newest'] as const) ?? null,
  };
}

/** Whether anything narrows the list (the empty state then offers "Clear filters"). */
export function isFiltered(filters: JobFilters): boolean {
  return (Object.keys(NO_FILTERS) as Array<keyof JobFilters>).some(
    (key) => key !== 'sort' && JSON.stringify(filters[key]) !== JSON.stringify(NO_FILTERS[key]),
  );
}

/**
 * The Jobs tab's search lives in the address beside ?tab=, so a reload or a shared link keeps
 * it. Always written in the same order; changes replace the history entry (Back leaves the page).
 */
export function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readJobFilters(params), [params]);
  const update = useCallback(
    (changes: Partial<JobFilters>) =>
      setParams(
        (current) => {
          const next = { ...readJobFilters(current), ...changes };
          const out = new URLSearchParams();
          const tab = current.get('tab');
          if (tab) out.set('tab', tab);
          const put = (key: string, value: string) => value && out.set(key, value);
          put('q', next.q.trim());
          put('type', next.type === 'all' ? '' : next.type);
          put('experience', next.experience === 'all' ? '' : next.experience);
          put('location', next.location.trim());
          put('remote', next.remote ? 'true' : '');
          put('skills', next.skills.join(','));
          put('currency', next.currency);
          put('salaryMin', next.salaryMin === null ? '' : String(next.salaryMin));
          put('datePosted', next.datePosted === 'all' ? '' : next.datePosted);
          put('sort', next.sort ?? '');
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, update, clear: useCallback(() => update(NO_FILTERS), [update]) };
}
