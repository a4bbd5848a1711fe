import { useSyncExternalStore } from 'react';

function subscribe(notify: () => void) {
  const viewport = window.visualViewport;
  viewport?.addEventListener('resize', notify);
  return () => viewport?.removeEventListener('resize', notify);
}
const height = () => window.visualViewport?.height ?? null;

/**
 * The visible height (it shrinks when the on-screen keyboard opens, where 100dvh may not), so
 * the composer can stay above the keyboard. Null where the browser has no visualViewport.
 */
export function useViewportHeight(): number | null {
  return useSyncExternalStore(subscribe, height, () => null);
}
