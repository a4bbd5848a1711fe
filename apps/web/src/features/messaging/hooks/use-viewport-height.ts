import { useLayoutEffect, useState } from 'react';

/**
 * The visible height (it shrinks when the on-screen keyboard opens, where 100dvh may not), so
 * the composer can stay above the keyboard. Null where the browser has no visualViewport, and
 * in the first render.
 *
 * Read after the DOM is committed, never during a render: `visualViewport.height` makes the
 * browser lay out the page, and in the middle of a render that is a layout of a half-updated
 * page, done again before the paint (~35 ms of each Messages render at 4× CPU; issue 21). In a
 * layout effect it shares one layout with the pane's own measurement.
 */
export function useViewportHeight(): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const measure = () => setHeight(viewport.height);
    measure();
    viewport.addEventListener('resize', measure);
    return () => viewport.removeEventListener('resize', measure);
  }, []);
  return height;
}
