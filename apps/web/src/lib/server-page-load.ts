/**
 * The public pages are the server's (ADR 068), not the app's: when the app's router arrives at
 * one (a link in the app, the sign-in pages' logo, an unknown address sent home), the browser
 * asks the server for it. One function, so that tests can watch it instead of navigating.
 */
export function loadFromServer(url: string): void {
  window.location.assign(url);
}

/** True when this document was itself loaded at `pathname`: asking again would loop. */
export function documentLoadedAt(pathname: string): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0];
  return entry !== undefined && new URL(entry.name).pathname === pathname;
}
