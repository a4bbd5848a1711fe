import { DIFFICULTIES, type Difficulty } from '@skilllink/contracts/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORY_OPTIONS } from '../categories';

export interface SkillFilters {
  q: string;
  /** A category slug, or "all". */
  category: string;
  difficulty: Difficulty | null;
  popular: boolean;
}

export const NO_FILTERS: SkillFilters = { q: '', category: 'all', difficulty: null, popular: false };

/** Reads the filters from the address (?q=&category=&difficulty=&popular=1); unknown values fall back to the defaults. */
export function readFilters(params: URLSearchParams): SkillFilters {
  const category = params.get('category') ?? 'all';
  const difficulty = params.get('difficulty');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    category: CATEGORY_OPTIONS.includes(category) ? category : 'all',
    difficulty: (DIFFICULTIES as readonly string[]).includes(difficulty ?? '') ? (difficulty as Difficulty) : null,
    popular: params.get('popular') === '1',
  };
}

/**
 * The page's filters live in the address, so a search can be shared, bookmarked and survives a
 * reload. Changes replace the history entry: Back leaves the page rather than undoing keystrokes.
 */
export function useSkillFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = useCallback(
    (changes: Partial<SkillFilters>) => {
      setParams(
        (current) => {
          const next = { ...readFilters(current), ...changes };
          const out = new URLSearchParams(current);
          const put = (key: string, value: string | null) => (value ? out.set(key, value) : out.delete(key));
          put('q', next.q);
          put('category', next.category === 'all' ? null : next.category);
          put('difficulty', next.difficulty);
          put('popular', next.popular ? '1' : null);
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => update(NO_FILTERS), [update]);
  return { filters, update, clear };
}
