import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CourseFilters } from '../api/keys';
import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_SORTS, type CourseSort } from '../constants';

export const NO_FILTERS: CourseFilters = { q: '', category: 'all', level: 'all', sort: 'popularity' };

const oneOf = (value: string | null, allowed: readonly string[], fallback: string) =>
  value !== null && allowed.includes(value) ? value : fallback;

/** Reads ?q=&category=&level=&sort=; unknown values fall back to the defaults. */
export function readFilters(params: URLSearchParams): CourseFilters {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    category: oneOf(params.get('category'), COURSE_CATEGORIES, 'all'),
    level: oneOf(params.get('level'), COURSE_LEVELS, 'all'),
    sort: oneOf(params.get('sort'), COURSE_SORTS, 'popularity') as CourseSort,
  };
}

/**
 * The list's search, filters and sort live in the address, so a search can be shared and
 * survives a reload. Changes replace the history entry: Back leaves the page.
 */
export function useCourseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (changes: Partial<CourseFilters>) => {
      setParams(
        (current) => {
          const next = { ...readFilters(current), ...changes };
          // Always in the same order, so equal searches have equal addresses.
          const out = new URLSearchParams();
          const put = (key: string, value: string, fallback: string) =>
            value && value !== fallback ? out.set(key, value) : out.delete(key);
          put('q', next.q.trim(), '');
          put('category', next.category, 'all');
          put('level', next.level, 'all');
          put('sort', next.sort, 'popularity');
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { filters, update, clear: useCallback(() => update(NO_FILTERS), [update]) };
}
