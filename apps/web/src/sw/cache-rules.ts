// What the service worker does with each request (issue 28 §1, ADR 070), as plain functions so
// that tests read the rules without a browser. Nothing a member reads from the API is ever kept
// here: reading offline is the app's own store (IndexedDB), which signing out clears.

/**
 * - `asset`: a hashed file under /assets/ (each route's chunk, cached on first use, for good);
 * - `page`: a page loaded in the tab (the network first, always; offline, the last copy of an
 *   app page, else the offline page);
 * - `lesson-media`: a course video, captions or poster (/media/courses/): answered from the
 *   lessons the member saved for offline (range requests too), else from the network, and never
 *   stored by the worker itself (saving is the member's choice, ADR 073);
 * - `network`: everything else — the API, the realtime socket, uploads and photos, the dev
 *   mailbox, this worker itself — straight to the network, never stored.
 */
export type CachePlan = 'asset' | 'page' | 'lesson-media' | 'network';

/** Paths that are never a page to keep, even when navigated to. */
const NEVER = /^\/(api|dev|sw\.js|metrics)(\/|$)/;

export function planFor(request: { url: string; method: string; mode: string }, origin: string): CachePlan {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || NEVER.test(url.pathname)) return 'network';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (url.pathname.startsWith('/media/courses/')) return 'lesson-media';
  // Links that carry a key (unsubscribe, sign-in, reset, verify) must reach the server each time.
  if (request.mode === 'navigate' && !url.searchParams.has('token')) return 'page';
  return 'network';
}

/** A page of the signed-in app: any stored one can start the app offline (the router does the rest). */
export const isAppPage = (pathname: string): boolean => pathname === '/app' || pathname.startsWith('/app/');
