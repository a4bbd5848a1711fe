import { useEffect } from 'react';
import { dataSaver } from './data-saver';

/**
 * Runs `load` (an `import()` of code a tap may need soon) `ms` after the page mounts, so that
 * the tap rarely waits for it. Not with data saver on at that moment (issue 28): then the member
 * pays only for what they open, when they open it. A failed load is left to the real open.
 */
export function useWarmLater(load: () => Promise<unknown>, ms: number): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!dataSaver().on) void load().catch(() => undefined);
    }, ms);
    return () => window.clearTimeout(timer);
  }, [load, ms]);
}
