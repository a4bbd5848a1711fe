import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_LANGUAGES, PUBLIC_PAGES, type ContentKind } from '@skilllink/contracts/public-content';
import type { DB } from '../../db/database.js';
import { escapeHtml as escapeXml } from '../../platform/html.js';
import { acceptedCoding } from '../../platform/serializer.js';
import { listContent } from './content.repository.js';
import { publicMemberHandles } from './public-member.service.js';

/** How long a built sitemap is served from memory: new articles and members appear within this. */
export const SITEMAP_TTL_MS = 10 * 60_000;
/**
 * Members listed, most recently updated first. A sitemap holds at most 50,000 URLs and each
 * member is two (English and French); beyond this a sitemap index would be needed.
 */
export const SITEMAP_MEMBERS_MAX = 20_000;

type Lang = (typeof CONTENT_LANGUAGES)[number];

interface Entry {
  path: string;
  /** YYYY-MM-DD, when known. */
  lastmod?: string;
  /** The languages the page exists in; each gets its own <url>, all naming each other. */
  languages: readonly Lang[];
}

/** English is the plain path, French the same path with ?lang=fr (how the public site chooses). */
const urlOf = (base: string, path: string, lang: Lang) => `${base}${path}${lang === 'en' ? '' : `?lang=${lang}`}`;

function urlXml(base: string, entry: Entry): string {
  const links = entry.languages.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(urlOf(base, entry.path, l))}"/>`);
  const fallback = entry.languages.includes('en') ? 'en' : entry.languages[0]!;
  links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(urlOf(base, entry.path, fallback))}"/>`);
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
  return entry.languages.map((l) => `<url><loc>${escapeXml(urlOf(base, entry.path, l))}</loc>${lastmod}${links.join('')}</url>`).join('\n');
}

const newest = (dates: Array<string | undefined>) =>
  dates
    .filter((d): d is string => !!d)
    .sort()
    .at(-1);

/** Every piece of one kind, by slug: its date and the languages it is written in. */
async function contentEntries(db: DB, kind: ContentKind, prefix: string): Promise<Entry[]> {
  const bySlug = new Map<string, { lastmod: string; languages: Lang[] }>();
  for (const lang of CONTENT_LANGUAGES) {
    for (const row of await listContent(db, kind, lang)) {
      const seen = bySlug.get(row.slug) ?? { lastmod: row.date, languages: [] };
      seen.languages.push(lang);
      seen.lastmod = newest([seen.lastmod, row.date])!;
      bySlug.set(row.slug, seen);
    }
  }
  return [...bySlug].map(([slug, e]) => ({ path: `${prefix}${slug}`, ...e }));
}

/** The sitemap's XML: the site's sections, its fixed pages, every article and story, and members shown to everyone. */
export async function buildSitemap(db: DB, publicUrl: string): Promise<string> {
  const both = CONTENT_LANGUAGES;
  const [news, stories, pages, members] = await Promise.all([
    contentEntries(db, 'news', '/news/'),
    contentEntries(db, 'story', '/stories/'),
    contentEntries(db, 'page', '/'),
    publicMemberHandles(db, SITEMAP_MEMBERS_MAX),
  ]);
  const fixed = pages.filter((p) => (PUBLIC_PAGES as readonly string[]).includes(p.path.slice(1)));
  const entries: Entry[] = [
    { path: '/', lastmod: newest([...news, ...stories].map((e) => e.lastmod)), languages: both },
    { path: '/learn', languages: both },
    { path: '/news', lastmod: newest(news.map((e) => e.lastmod)), languages: both },
    { path: '/stories', lastmod: newest(stories.map((e) => e.lastmod)), languages: both },
    ...fixed,
    ...news,
    ...stories,
    ...members.map((m) => ({ path: `/in/${encodeURIComponent(m.handle)}`, lastmod: m.updatedAt.slice(0, 10), languages: both })),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.map((e) => urlXml(publicUrl, e)).join('\n') +
    '\n</urlset>\n'
  );
}

/** robots.txt: everything public may be crawled (preview images too); the app, the API and sign-in pages not. */
export const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Allow: /og/',
    'Disallow: /app/',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /dev/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Built {
  xml: Buffer;
  br: Buffer;
  gzip: Buffer;
  until: number;
}

/**
 * GET /sitemap.xml and /robots.txt (issue 26 §3), for search engines. The sitemap is built at most
 * once per SITEMAP_TTL_MS whatever the traffic, and kept with its compressed forms (thousands of
 * members make megabytes of XML that compress ~20×), so a request costs no database read and no
 * compression: that, and the flood limit every request passes, is its rate limit.
 */
export const sitemapRoutes: FastifyPluginAsyncZod<{ db: DB; publicUrl: string; now?: () => number }> = async (
  app,
  { db, publicUrl, now = Date.now },
) => {
  const config = { public: true };
  const robots = robotsTxt(publicUrl);
  let built: Built | null = null;
  let building: Promise<Built> | null = null;

  async function build(): Promise<Built> {
    const xml = Buffer.from(await buildSitemap(db, publicUrl));
    const [br, gz] = await Promise.all([brotli(xml, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzipAsync(xml)]);
    return { xml, br, gzip: gz, until: now() + SITEMAP_TTL_MS };
  }

  async function current(): Promise<Built> {
    if (built && built.until > now()) return built;
    // One build for every request that arrives while it runs.
    building ??= build().finally(() => (building = null));
    built = await building;
    return built;
  }

  app.get('/robots.txt', { config, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robots),
  );

  app.get('/sitemap.xml', { config, schema: { hide: true } }, async (request, reply) => {
    const sitemap = await current();
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').header('vary', 'accept-encoding');
    const coding = acceptedCoding(request.headers['accept-encoding']);
    if (!coding) return reply.send(sitemap.xml);
    return reply.header('content-encoding', coding).send(sitemap[coding]);
  });
};
