import { useEffect, useState } from 'react';

/**
 * [ref, reached]: `reached` turns true once the element given to `ref` has come onto the
 * screen (and stays true), or at once when `now` is true or the browser cannot tell. Data saver
 * fetches a section below the first screen only when the member scrolls to it (ADR 074).
 */
export function useReached(now: boolean): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [reached, setReached] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!element || reached || now) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setReached(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, reached, now]);
  return [setElement, reached || now];
}
