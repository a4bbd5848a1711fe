import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readSearchParams, writeSearchParams, type SearchParams } from './search-params';

/**
 * The search lives in the address, so it can be shared, bookmarked, and survives a reload.
 * A new query or tab is a new entry in the browser's history (Back returns to the previous
 * results); a filter tweak replaces the current one, so Back does not undo keystrokes.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearchParams(params), [params]);

  const update = useCallback(
    (changes: Partial<SearchParams>) =>
      setParams(
        (current) => {
          const next = { ...readSearchParams(current), ...changes };
          return writeSearchParams(next);
        },
        { replace: !isNewSearch(changes, readSearchParams(params)) },
      ),
    [setParams, params],
  );

  const clearFilters = useCallback(() => update({ location: '', skills: [], experience: 'all', dateRange: 'all' }), [update]);
  return { search, update, clearFilters };
}

/** A change of query or tab is a new search in the browser's history; anything else refines it. */
export function isNewSearch(changes: Partial<SearchParams>, current: SearchParams): boolean {
  return (changes.q !== undefined && changes.q.trim() !== current.q) || (changes.tab !== undefined && changes.tab !== current.tab);
}
