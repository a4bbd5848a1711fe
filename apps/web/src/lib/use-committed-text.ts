import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './use-debounced';

/**
 * A filter's text box over its value in the address: typing commits once it pauses (blank at
 * once, so clearing shows everything again without waiting), and the box follows the address
 * when it changes from elsewhere (Clear filters, Back). The jobs filters and the search page use it.
 */
export function useCommittedText(value: string, commit: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const latest = useRef({ value, commit });
  useEffect(() => {
    latest.current = { value, commit };
  });

  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === latest.current.value) return;
    const timer = window.setTimeout(() => latest.current.commit(next), next ? SEARCH_DEBOUNCE_MS : 0);
    return () => window.clearTimeout(timer);
  }, [text]);

  return [text, setText];
}
