import { describe, expect, it } from 'vitest';
import { activeFilters, NO_SEARCH, readSearchParams, searchHref, skillList, writeSearchParams } from './search-params';
import { isNewSearch } from './use-search-state';

const read = (query: string) => readSearchParams(new URLSearchParams(query));

describe('search in the address', () => {
  it('reads every parameter, and falls back to the defaults for unknown values', () => {
    expect(read('q=+react+&tab=jobs&location=Accra&skills=React,+sql&experience=senior&dateRange=week')).toEqual({
      q: 'react',
      tab: 'jobs',
      location: 'Accra',
      skills: ['React', 'sql'],
      experience: 'senior',
      dateRange: 'week',
    });
    expect(read('tab=everything&experience=guru&dateRange=yesterday')).toEqual(NO_SEARCH);
    expect(read('')).toEqual(NO_SEARCH);
  });

  it('keeps a long query as typed, so the server refuses it rather than the page searching for less', () => {
    expect(read(`q=${'a'.repeat(250)}`).q).toHaveLength(250);
  });

  it('drops blank and repeated skills (any case) and keeps at most ten', () => {
    expect(skillList(' React, ,react,SQL ,sql')).toEqual(['React', 'SQL']);
    expect(skillList(Array.from({ length: 12 }, (_, i) => `s${i}`).join(','))).toHaveLength(10);
  });

  it('writes one fixed order without defaults, so equal searches share one address', () => {
    const search = {
      ...NO_SEARCH,
      dateRange: 'month' as const,
      skills: ['React', 'SQL'],
      q: ' data ',
      tab: 'people' as const,
      location: 'Lagos',
    };
    expect(writeSearchParams(search).toString()).toBe('q=data&tab=people&location=Lagos&skills=React%2CSQL&dateRange=month');
    expect(writeSearchParams(NO_SEARCH).toString()).toBe('');
    expect(read(writeSearchParams(search).toString())).toEqual({ ...search, q: 'data' });
  });

  it('links to a search', () => {
    expect(searchHref({ q: 'UI/UX Design' })).toBe('/app/search?q=UI%2FUX+Design');
    expect(searchHref({ q: 'react', tab: 'skills' })).toBe('/app/search?q=react&tab=skills');
    expect(searchHref({})).toBe('/app/search');
  });

  it('counts the filters that narrow the results, not the tab', () => {
    expect(activeFilters({ ...NO_SEARCH, tab: 'jobs' })).toBe(0);
    expect(activeFilters({ ...NO_SEARCH, location: 'Accra', skills: ['React'], experience: 'entry', dateRange: 'today' })).toBe(4);
  });

  it('treats a new query or tab as a new search in the history, a filter as a refinement', () => {
    const current = { ...NO_SEARCH, q: 'react' };
    expect(isNewSearch({ q: 'python' }, current)).toBe(true);
    expect(isNewSearch({ tab: 'people' }, current)).toBe(true);
    expect(isNewSearch({ q: ' react ' }, current)).toBe(false);
    expect(isNewSearch({ location: 'Accra' }, current)).toBe(false);
    expect(isNewSearch({ tab: 'all', experience: 'mid' }, current)).toBe(false);
  });
});
