import {
  FILTER_SKILLS_MAX,
  SEARCH_DATE_RANGES,
  SEARCH_EXPERIENCE,
  SEARCH_TABS,
  type SearchTab,
} from '@skilllink/contracts/search-constants';

export type SearchExperience = (typeof SEARCH_EXPERIENCE)[number];
export type SearchDateRange = (typeof SEARCH_DATE_RANGES)[number];

/** One search as the address holds it (/app/search?q=&tab=&location=&skills=&experience=&dateRange=). */
export interface SearchParams {
  q: string;
  tab: SearchTab;
  location: string;
  skills: string[];
  experience: SearchExperience;
  dateRange: SearchDateRange;
}

export const NO_SEARCH: SearchParams = { q: '', tab: 'all', location: '', skills: [], experience: 'all', dateRange: 'all' };

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly (string | null)[]).includes(value) ? (value as T) : fallback;
}

/** "React, sql,react" → ["React", "sql"]: no blanks, no repeats (any case), at most the server's limit. */
export function skillList(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of text.split(',')) {
    const skill = part.trim().slice(0, 100);
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  return skills.slice(0, FILTER_SKILLS_MAX);
}

/**
 * Reads a search from the address; unknown values fall back to the defaults. The query is kept
 * as typed (only trimmed): one longer than the server takes is refused there, and the page says
 * so, rather than quietly searching for something else.
 */
export function readSearchParams(params: URLSearchParams): SearchParams {
  return {
    q: (params.get('q') ?? '').trim(),
    tab: oneOf(params.get('tab'), SEARCH_TABS, 'all'),
    location: (params.get('location') ?? '').trim().slice(0, 100),
    skills: skillList(params.get('skills') ?? ''),
    experience: oneOf(params.get('experience'), SEARCH_EXPERIENCE, 'all'),
    dateRange: oneOf(params.get('dateRange'), SEARCH_DATE_RANGES, 'all'),
  };
}

/**
 * The query string of a search, in one fixed order and without defaults, so equal searches share
 * one address (and one cache entry); the API takes the same names.
 */
export function writeSearchParams(search: SearchParams): URLSearchParams {
  const out = new URLSearchParams();
  const put = (key: string, value: string) => value && out.set(key, value);
  put('q', search.q.trim());
  put('tab', search.tab === 'all' ? '' : search.tab);
  put('location', search.location.trim());
  put('skills', search.skills.join(','));
  put('experience', search.experience === 'all' ? '' : search.experience);
  put('dateRange', search.dateRange === 'all' ? '' : search.dateRange);
  return out;
}

/** Where a search opens: a link for popular searches, trending skills, recent searches and the typeahead. */
export function searchHref(search: Partial<SearchParams>): string {
  const query = writeSearchParams({ ...NO_SEARCH, ...search }).toString();
  return query ? `/app/search?${query}` : '/app/search';
}

/** How many filters narrow the results (the Filters button says so); the tab is not one of them. */
export function activeFilters(search: SearchParams): number {
  return [search.location !== '', search.skills.length > 0, search.experience !== 'all', search.dateRange !== 'all'].filter(Boolean).length;
}
