import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { RoutePreload, RoutePreloadsFile, ServerAnswer, SignInPagePath, SignInPages } from '@skilllink/contracts/route-preloads';
import { escapeHtml } from './html.js';
import { loadSiteBundle, type SiteBundle } from './site-bundle.js';
import { SITE_SCRIPT_HASH } from './site-document.js';
import type { Language } from './i18n/language.js';

/** A page ready to send: the bytes in each coding, and its validator. */
export interface Page {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export interface WebPages {
  /** CSP source expressions (`sha256-…`) of the inline scripts the page holds. */
  scriptHashes: string[];
  /**
   * The page for a client route (path and query, as asked): index.html with that route's
   * preloads, or without any. An answer is preloaded only where the page asks for it at once:
   * one left unused stays in the browser and would be taken, stale, by a later request.
   * `saveData` (data saver, ADR 074): no API answers, which the app asks for in smaller pages
   * then; scripts and styles stay.
   */
  pageFor(url: string, signedIn: boolean, language: Language, saveData?: boolean): Page;
  /**
   * A sign-in page with the server's answer to its form, posted before the app's script
   * arrived (ADR 049): rendered with the answer, which is also written into the page for the
   * app to read back (all the page holds when the web build has no server bundle).
   */
  answerPage(path: SignInPagePath, language: Language, answer: ServerAnswer): Page;
  /** The public site's renderer and files (ADR 068), when the web build has them. */
  site: SiteBundle | null;
}

const PRELOADS_FILE = path.join('.vite', 'route-preloads.json');
/** The web build's server bundle of the sign-in pages, beside dist/ (apps/web/package.json). */
const SIGN_IN_PAGES = path.join('..', 'dist-ssr', 'server-pages.js');
const ANSWER_ID = 'sl-answer';
/** A path parameter worth putting in a preload URL: ids and slugs, nothing that needs escaping. */
const SAFE_PARAM = /^[\w-]{1,100}$/;

/** Start-up pages get the smallest coding; a page built per request one that costs ~0.1 ms. */
export function page(html: string, effort: 'most' | 'quick'): Page {
  const body = Buffer.from(html);
  const most = effort === 'most';
  return {
    body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: most ? 11 : 5 } }),
    gzip: gzipSync(body, { level: most ? 9 : 6 }),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  };
}

/** The CSP hash of each inline `<script>` (no src) in the page. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `sha256-${createHash('sha256').update(m[1]!).digest('base64')}`);
}

/** `:name` segments of the route matched against the path's segments, or null when it does not match. */
function match(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const want = pattern[i]!;
    const got = segments[i]!;
    if (want.startsWith(':')) params[want.slice(1)] = got;
    else if (want !== got) return null;
  }
  return params;
}

/** Which answers a page preloads: none, those of every view, or those of its default view too. */
type Answers = 'none' | 'every-view' | 'default-view';

function preloadTags(route: RoutePreload, answers: Answers, params: Record<string, string>): string {
  const urls = answers === 'none' ? [] : answers === 'every-view' ? route.fetch : [...route.fetch, ...route.pageFetch];
  const fetches: string[] = [];
  for (const url of urls) {
    let unsafe = false;
    const filled = url.replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name] ?? '';
      if (!SAFE_PARAM.test(value)) unsafe = true;
      return value;
    });
    // An odd-looking id gets no preload: the page will ask, and be answered, as usual.
    if (!unsafe) fetches.push(filled);
  }
  return [
    // The answers first: a few hundred bytes each, ready when the scripts that ask have run.
    // `crossorigin` gives the preload the mode and credentials of the app's own fetch(), so
    // that request takes this answer instead of asking again.
    ...fetches.map((href) => `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin>`),
    ...route.styles.map((href) => `<link rel="preload" as="style" href="${escapeHtml(href)}" crossorigin>`),
    ...route.scripts.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
  ].join('');
}

/** The server bundle of the sign-in pages when the web build made one (not in API-only tests). */
async function loadSignInPages(dist: string): Promise<SignInPages | null> {
  const file = path.join(dist, SIGN_IN_PAGES);
  if (!existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as { loadSignInPages(): Promise<SignInPages> };
  return bundle.loadSignInPages();
}

/** The page with a sign-in form already in it, in the reader's language, and the answer it shows. */
function withSignIn(html: string, signIn: SignInPages, route: string, language: Language, answer: ServerAnswer | null): string {
  const { html: markup, title } = signIn.render(route as SignInPagePath, language, answer);
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>${answer ? answerData(answer) : ''}`);
}

/** The answer for the app to read back; JSON inside <script> must not close it, so "<" is escaped. */
function answerData(answer: ServerAnswer): string {
  return `<script type="application/json" id="${ANSWER_ID}">${JSON.stringify(answer).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The HTML the server answers for client routes. The page for a route the build lists also
 * names, in its head, every script the route needs and the API answers its first render asks
 * for, so that they all start with the page instead of one after another (at 100 kbit/s and
 * 300 ms a round trip, the dashboard's chain of four waits took ~12 s; issue 21). Pages are
 * built and compressed once at start-up; a route with an id in its API URLs is built per path.
 * The login and register pages come with their form in them, for visitors (ADR 049).
 */
export async function loadWebPages(dist: string, onRenderError: (err: unknown) => void = () => {}): Promise<WebPages> {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const file = path.join(dist, PRELOADS_FILE);
  const routes: RoutePreload[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloadsFile).routes : [];
  const signIn = await loadSignInPages(dist);
  const site = await loadSiteBundle(dist, html);
  const rendered = new Set<string>(signIn?.paths ?? []);
  const plain = page(html, 'most');
  const withPreloads = (tags: string, effort: 'most' | 'quick', shell = html) => page(shell.replace('</head>', `${tags}</head>`), effort);
  const table = routes.map((route) => {
    // Built once unless its URLs take a path parameter.
    const fixed = [...route.fetch, ...route.pageFetch].some((u) => u.includes(':'))
      ? null
      : new Map((['none', 'every-view', 'default-view'] as const).map((a) => [a, withPreloads(preloadTags(route, a, {}), 'most')]));
    return { route, pattern: route.path.split('/'), fixed };
  });
  /**
   * The page shell for a sign-in route: with the server's copy of the form when it renders, else
   * (no server bundle, or a render that failed: logged) the app's plain page, which shows the
   * form once its script has run. The answer is in the page either way.
   */
  const signInShell = (route: string, language: Language, answer: ServerAnswer | null) => {
    if (signIn && rendered.has(route)) {
      try {
        return withSignIn(html, signIn, route, language, answer);
      } catch (err) {
        onRenderError(err);
      }
    }
    return answer ? html.replace('<div id="root"></div>', `<div id="root"></div>${answerData(answer)}`) : html;
  };
  // Sign-in pages by path, language and preloads: built on first use (there are 12 at most).
  const signInPages = new Map<string, Page>();
  const signInPage = (route: RoutePreload, language: Language, answers: Answers) => {
    const key = `${route.path} ${language} ${answers}`;
    let built = signInPages.get(key);
    if (!built)
      signInPages.set(key, (built = withPreloads(preloadTags(route, answers, {}), 'most', signInShell(route.path, language, null))));
    return built;
  };
  return {
    scriptHashes: [...inlineScriptHashes(html), ...(site ? [SITE_SCRIPT_HASH] : [])],
    site,
    pageFor(url, signedIn, language, saveData = false) {
      const [pathname = '/', query] = url.split('?', 2);
      const segments = pathname.replace(/\/+$/, '').split('/');
      for (const { route, pattern, fixed } of table) {
        const params = match(pattern, segments);
        if (!params) continue;
        const answers: Answers = saveData || signedIn !== route.signedIn ? 'none' : query ? 'every-view' : 'default-view';
        // A member on a sign-in page is sent on by the app: no form to flash first.
        if (!signedIn && rendered.has(route.path)) return signInPage(route, language, answers);
        return fixed?.get(answers) ?? withPreloads(preloadTags(route, answers, params), 'quick');
      }
      return plain;
    },
    answerPage(pathname, language, answer) {
      const route = routes.find((r) => r.path === pathname);
      return withPreloads(route ? preloadTags(route, 'default-view', {}) : '', 'quick', signInShell(pathname, language, answer));
    },
  };
}
