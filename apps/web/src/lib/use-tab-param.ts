import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's open tab, kept in ?tab= (the first tab without it), so notifications and links can
 * open a given tab and a reload stays put; the rest of the address (a tab's filters) is kept.
 * An unknown ?tab= shows the first tab and leaves the address (replaced: Back does not return
 * to it).
 */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const first = tabs[0];
  const isTab = (value: string | null): value is T => (tabs as readonly (string | null)[]).includes(value);
  const tab: T = isTab(requested) ? requested : first;
  const select = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          if (next === first) copy.delete('tab');
          else copy.set('tab', next);
          return copy;
        },
        { replace: true },
      ),
    [setParams, first],
  );
  const unknown = requested !== null && !isTab(requested);
  useEffect(() => {
    if (unknown) select(first);
  }, [unknown, select, first]);
  return [tab, select];
}
