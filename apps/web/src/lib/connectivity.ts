// Whether the server answers (issue 28 §1–2): the browser's navigator.onLine misses a connection
// that is up but goes nowhere (a captive portal, no data left, an emulated offline), so every
// request of api() reports here too. While the server does not answer, a small request asks
// again now and then (5 s, doubling to a minute), so the app notices it is back by itself.
// Tiny: it is in the entry chunk with api.ts.

const FIRST_PROBE_MS = 5000;
const LAST_PROBE_MS = 60_000;

let reachable = true;
let probe: ReturnType<typeof setTimeout> | undefined;
let delay = FIRST_PROBE_MS;
const listeners = new Set<() => void>();

function askAgain(): void {
  probe = setTimeout(() => {
    probe = undefined;
    // Wrapped: a fetch that throws at once (not a browser's) is a failed try like any other.
    Promise.resolve()
      .then(() => fetch('/api/health', { cache: 'no-store' }))
      .then(
        () => reportReachable(true),
        () => {
          delay = Math.min(delay * 2, LAST_PROBE_MS);
          if (!reachable && probe === undefined) askAgain();
        },
      );
  }, delay);
}

/** api() after each attempt: did the server answer at all (any status) or not. */
export function reportReachable(answered: boolean): void {
  if (answered) {
    clearTimeout(probe);
    probe = undefined;
    delay = FIRST_PROBE_MS;
  } else if (probe === undefined) askAgain();
  if (answered === reachable) return;
  reachable = answered;
  listeners.forEach((listener) => listener());
}

export const isReachable = (): boolean => reachable;

export function onReachability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * TanStack Query's idea of "online" follows this too (the browser app calls it once): while the
 * server does not answer, queries keep what they show (kept for offline) and wait, instead of
 * failing, and they go again as soon as it answers.
 */
export function followReachability(onlineManager: {
  setEventListener(setup: (setOnline: (online: boolean) => void) => () => void): void;
}): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine && reachable);
    // The browser says the network is back: try at once rather than at the next probe.
    const back = () => reportReachable(true);
    window.addEventListener('online', back);
    window.addEventListener('offline', update);
    const stop = onReachability(update);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', update);
      stop();
    };
  });
}
