import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-debounced';

/**
 * The search box's text, committed `SEARCH_DEBOUNCE_MS` after the last keystroke. When the
 * committed value changes from outside (Back, "Clear filters", a link), the box follows it;
 * its own commits never reset what the member is still typing.
 */
export function useDebouncedSearch(value: string, commit: (value: string) => void) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  // The timer calls the newest `commit`: one captured at the keystroke could write filters
  // that were current then and overwrite a category chosen while the timer ran.
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });

  // Adjusting state while rendering (React's pattern for "reset when a prop changes").
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = useCallback((next: string) => {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const trimmed = next.trim();
      setSeen(trimmed);
      latestCommit.current(trimmed);
    }, SEARCH_DEBOUNCE_MS);
  }, []);

  /** Drops a pending commit (before the filters are cleared from outside). */
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  return { text, change, cancel };
}
