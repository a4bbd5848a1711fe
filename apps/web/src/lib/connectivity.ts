// Whether the server answers (issue 28 §1): the browser's navigator.onLine misses a connection
// that is up but goes nowhere (a captive portal, no data left, an emulated offline), so every
// request of api() reports here too. Tiny: it is in the entry chunk with api.ts.

let reachable = true;
const listeners = new Set<() => void>();

/** api() after each attempt: did the server answer at all (any status) or not. */
export function reportReachable(answered: boolean): void {
  if (answered === reachable) return;
  reachable = answered;
  listeners.forEach((listener) => listener());
}

export const isReachable = (): boolean => reachable;

export function onReachability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
