import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

export const TABS = ['network', 'discover', 'requests', 'following'] as const;
export type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/**
 * The open tab lives in ?tab= (My Network without it), so notifications and links can open
 * Requests. An unknown ?tab= shows My Network and leaves the address (replaced, so Back does
 * not return to it).
 */
export function useTab(): [Tab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'network';
  const select = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          if (next === 'network') copy.delete('tab');
          else copy.set('tab', next);
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  const unknown = requested !== null && !isTab(requested);
  useEffect(() => {
    if (unknown) select('network');
  }, [unknown, select]);
  return [tab, select];
}
