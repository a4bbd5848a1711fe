import {
  CURRENCIES,
  DATE_POSTED,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  MONEY_MAX,
  PROJECT_TYPES,
  type ListingKind,
} from '@skilllink/contracts/job-constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { JobFilters } from '../api/keys';

/** The most skills the server filters by (JobsQuery). */
export const SKILLS_FILTER_MAX = 5;

export const NO_FILTERS: JobFilters = {
  kind: 'job',
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

/** The types a tab filters by: a job's kinds of employment or a project's fields. */
export const typesOf = (kind: ListingKind) => (kind === 'project' ? PROJECT_TYPES : JOB_TYPES);

/**
 * Reads the filters from the address; unknown or out-of-range values fall back to the defaults.
 * The Jobs and Projects tabs share one search (the words, remote, skills… carry over when the
 * member switches tab); a type the tab's kind does not have reads as "all".
 */
export function readJobFilters(params: URLSearchParams, kind: ListingKind = 'job'): JobFilters {
  const skills = (params.get('skills') ?? '')
    .split(',')
    .map((s) => s.trim().slice(0, 60))
    .filter(Boolean);
  return {
    kind,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    type: oneOf<JobFilters['type']>(params.get('type'), typesOf(kind)) ?? 'all',
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
    (key) => key !== 'sort' && key !== 'kind' && JSON.stringify(filters[key]) !== JSON.stringify(NO_FILTERS[key]),
  );
}

/**
 * The Jobs (or Projects) tab's search lives in the address beside ?tab=, so a reload or a shared
 * link keeps it. Always written in the same order; changes replace the history entry (Back
 * leaves the page).
 */
export function useJobFilters(kind: ListingKind = 'job') {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readJobFilters(params, kind), [params, kind]);
  const update = useCallback(
    (changes: Partial<JobFilters>) =>
      setParams(
        (current) => {
          const next = { ...readJobFilters(current, kind), ...changes };
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
    [setParams, kind],
  );
  return { filters, update, clear: useCallback(() => update({ ...NO_FILTERS, kind }), [update, kind]) };
}
