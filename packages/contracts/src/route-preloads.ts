/**
 * What the web build tells the server about each client route (apps/web/build/route-preloads-plugin.ts
 * writes it to dist/.vite/route-preloads.json; apps/server/src/platform/web-pages.ts reads it):
 * the files and API answers the route's page names in its head so they start at once (ADR 044).
 */
export interface RoutePreload {
  /** A client route; `:name` matches one path segment. */
  path: string;
  /** URLs of the scripts the route's layout and page import, beyond what the entry loads. */
  scripts: string[];
  styles: string[];
  /** Answers every view of the page asks for at once (the layout's)... */
  fetch: string[];
  /** ...and those its default view (no query in the address) asks for too. */
  pageFetch: string[];
  /** The answers are asked for only by a member signed in (true) or only by a visitor (false). */
  signedIn: boolean;
}

export interface RoutePreloadsFile {
  routes: RoutePreload[];
}
