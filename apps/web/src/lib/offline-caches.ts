// The caches the service worker keeps (issue 28 §1, ADR 070), named once for the worker
// (src/sw/sw.ts) and for the app, which seeds them and clears them on sign-out (offline-data.ts).

/** Pages of the app, kept by the worker as they are visited: the app starts from one offline. */
export const PAGES_CACHE = 'sl-pages';
/** Hashed files under /assets/ (each route's chunk), kept when first used. */
export const ASSETS_CACHE = 'sl-assets';
/** Lessons saved for offline by the member (video, captions, poster): answered by the worker, range requests too. */
export const LESSONS_CACHE = 'sl-lessons';
