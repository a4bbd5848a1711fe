import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const TABS = ['network', 'discover', 'requests', 'following'] as const;
export type Tab = (typeof TABS)[number];

/** The open tab lives in ?tab= (My Network without it), so notifications and links can open Requests. */
export function useTab(): [Tab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'network';
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
  return [tab, select];
}
