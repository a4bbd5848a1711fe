import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SitePage, SiteRequest } from '@skilllink/contracts/site-pages';

/** One call of the stand-in renderer: what the server asked it to render. */
export interface SiteRender {
  page: SitePage;
  request: SiteRequest;
}

export interface SiteBuild {
  /** Pass as WEB_DIST. */
  web: string;
  /** Every render so far, oldest first (the page cache's misses). */
  renders(): SiteRender[];
  close(): void;
}

/**
 * A stand-in web build for the public site (ADR 068), as sign-in-forms.test.ts has one for the
 * sign-in pages: an index.html with a favicon, the site's manifest entry and a server bundle whose
 * renderer writes down what it was asked — the page's kind, language, signed-in state and the
 * page's data as JSON — and derives a title and description from the page. Tests then check the
 * DATA the server gathered and the HEAD the server wrote; the real markup is the journeys' to check.
 * Each build counts its renders under a key of its own in globalThis, so the test reads them
 * however the bundle module was loaded.
 */
export function siteBuild(): SiteBuild {
  const key = `__siteRenders_${randomBytes(6).toString('hex')}`;
  const root = mkdtempSync(path.join(tmpdir(), 'skilllink-site-'));
  const web = path.join(root, 'dist');
  mkdirSync(path.join(web, '.vite'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="en"><head><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>SkillLink</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(web, '.vite', 'site-manifest.json'),
    JSON.stringify({ 'src/site/client.tsx': { file: 'assets/site/site-x.js', css: ['assets/site/site-x.css'], isEntry: true } }),
  );
  writeFileSync(path.join(root, 'dist-ssr', 'server-pages.js'), bundle(key));
  return {
    web,
    renders: () => [...(((globalThis as Record<string, unknown>)[key] as SiteRender[] | undefined) ?? [])],
    close: () => {
      delete (globalThis as Record<string, unknown>)[key];
      rmSync(root, { recursive: true, force: true });
    },
  };
}

const bundle = (key: string) => `
const KEY = ${JSON.stringify(key)};
const attr = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
function named(page) {
  switch (page.kind) {
    case 'home': return ['SkillLink: Connect. Learn. Grow.', 'Home of ' + page.stats.members + ' members'];
    case 'learn': return ['Learn', page.courses.length + ' courses'];
    case 'page': return [page.page.title, page.page.description];
    case 'news': return ['News', page.items.length + ' articles'];
    case 'article': return [page.article.title, page.article.excerpt];
    case 'stories': return ['Stories', page.items.length + ' stories'];
    case 'story': return [page.story.name + ': ' + page.story.outcome, page.story.role];
    case 'member': return [page.member.firstName + ' ' + page.member.lastName, page.member.headline || 'A member'];
    case 'certificate':
      return page.certificate && page.certificate.status === 'valid'
        ? [page.certificate.courseTitle + ' — ' + page.certificate.holderName, 'Certificate ' + page.code]
        : ['Certificate ' + page.code, 'Not a valid certificate'];
    case 'message': return [page.title, page.body];
  }
}
export async function loadSiteRenderer() {
  return {
    render(page, request) {
      (globalThis[KEY] ??= []).push({ page, request });
      const [title, description] = named(page);
      const html =
        '<main data-kind="' + page.kind + '" data-lang="' + request.language + '" data-signed-in="' + request.signedIn +
        '" data-path="' + attr(request.path) + '" data-query="' + attr(request.query) + '" data-url="' + attr(request.url) + '">' +
        '<script type="application/json" id="site-page">' + JSON.stringify(page).replace(/</g, '\\\\u003c') + '</script></main>';
      return { html, title, description };
    },
  };
}
export async function loadSignInPages() {
  return { paths: [], render: () => ({ html: '', title: 'SkillLink' }) };
}
`;

/** The page data the stand-in renderer wrote into a page. */
export function pageIn(html: string): SitePage {
  const json = /<script type="application\/json" id="site-page">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error(`no site page in: ${html.slice(0, 300)}`);
  return JSON.parse(json) as SitePage;
}

/** The head the server wrote into a public page, read back for tests (see site-build.ts for the body). */
export interface SiteHeadRead {
  lang: string | undefined;
  title: string | undefined;
  /** A <meta name=…> or <meta property=…>'s content. */
  meta(key: string): string | undefined;
  canonical: string | undefined;
  /** hreflang → href, x-default included. */
  alternates: Record<string, string>;
  noindex: boolean;
  /** The JSON-LD block, parsed (throws when it does not parse). */
  structured: Record<string, unknown> | null;
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

export function headOf(html: string): SiteHeadRead {
  const head = /<head>(.*?)<\/head>/s.exec(html)?.[1] ?? '';
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1];
  const alternates: Record<string, string> = {};
  for (const m of head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)">/g)) alternates[m[1]!] = unescape(m[2]!);
  const title = /<title>(.*?)<\/title>/s.exec(head)?.[1];
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1];
  return {
    lang: /<html lang="([^"]*)">/.exec(html)?.[1],
    title: title === undefined ? undefined : unescape(title),
    meta(key) {
      const found = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(head)?.[1];
      return found === undefined ? undefined : unescape(found);
    },
    canonical: canonical === undefined ? undefined : unescape(canonical),
    alternates,
    noindex: head.includes('<meta name="robots" content="noindex">'),
    structured: json ? (JSON.parse(json) as Record<string, unknown>) : null,
  };
}
