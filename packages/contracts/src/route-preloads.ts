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

/** The pages the server renders itself, with the app's own components (ADR 049). */
export type SignInPagePath = '/auth/login' | '/auth/register';

/**
 * What the server answered a sign-in form posted before the app's script arrived: the API's
 * status and JSON body, the fields to show again (never a password) and Retry-After. The
 * server renders the page with it and writes it into the page for the app to read back.
 */
export interface ServerAnswer {
  status: number;
  body: unknown;
  fields: Record<string, string>;
  retryAfter?: string;
}

/** The web build's server bundle (apps/web/dist-ssr/server-pages.js, from src/server-pages.tsx). */
export interface SignInPages {
  paths: SignInPagePath[];
  /** The page's markup (what goes inside #root) and its title, in the language asked for. */
  render(path: SignInPagePath, language: 'en' | 'fr', answer: ServerAnswer | null): { html: string; title: string };
}
