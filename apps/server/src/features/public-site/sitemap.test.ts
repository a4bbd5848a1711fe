import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signedUp } from '../../test/factories.js';
import { makePublic, serve } from './public-site-fixtures.js';
import { SITEMAP_TTL_MS, sitemapRoutes } from './sitemap.routes.js';

// sitemap.xml and robots.txt (issue 26 §3): what search engines are told to read, in both languages.

const BASE = 'https://skilllink.example';

/** Well-formed XML in the small subset a sitemap uses: tags nest and close, every & starts an entity. */
function expectWellFormed(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of xml.slice(38).matchAll(/<(\/?)([\w:]+)(?:\s[^<>]*?)?(\/?)>/g)) {
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(xml.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
  expect(xml.replace(/<[^<>]*>/g, '')).not.toMatch(/[<>]/);
}

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  let dir: string;
  let site: FastifyInstance;
  let clock = 0;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const news = (slug: string, date: string) =>
    `---\nslug: ${slug}\ntitle: "A title"\nexcerpt: "An excerpt."\ndate: ${date}\nauthor: Adjoa Nkansah\nauthorRole: Head of Learning\nreadTime: 2\ncategory: courses\nimage: news-${slug}.svg\nimageAlt: A picture.\nfeatured: false\n---\n\nBody.\n`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'skilllink-sitemap-'));
    write('news/en/digital-skills-week.md', news('digital-skills-week', '2026-10-02'));
    write('news/fr/digital-skills-week.md', news('digital-skills-week', '2026-10-02'));
    write('news/en/english-only.md', news('english-only', '2026-11-20'));
    write('pages/en/about.md', '---\nslug: about\ntitle: About\ndescription: Who we are.\nupdated: 2026-11-29\n---\n\nWe help.\n');
    write(
      'pages/fr/about.md',
      '---\nslug: about\ntitle: À propos\ndescription: Qui nous sommes.\nupdated: 2026-11-29\n---\n\nNous aidons.\n',
    );
    t = await buildTestApp({ CONTENT_DIR: dir });
    const db = t.app.database.db;
    const shown = (await signedUp(t.app, { firstName: 'Ama', lastName: 'Shown' })).user.id;
    await makePublic(db, shown, { handle: 'ama-shown' });
    const hidden = (await signedUp(t.app, { firstName: 'Kofi', lastName: 'Hidden' })).user.id;
    await makePublic(db, hidden, { handle: 'kofi-hidden', visibility: 'members' });
    site = await serve(sitemapRoutes, { db, publicUrl: BASE, now: () => clock });
  });
  afterAll(async () => {
    await site.close();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists the sections, fixed pages, articles and public members, each with its English and French alternates', async () => {
    const res = await site.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expectWellFormed(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const p of ['/', '/learn', '/news', '/stories', '/about', '/news/digital-skills-week', '/news/english-only', '/in/ama-shown'])
      expect(locs).toContain(`${BASE}${p}`);
    expect(locs).toContain(`${BASE}/about?lang=fr`);
    // An article written only in English has no French version to offer.
    expect(locs).not.toContain(`${BASE}/news/english-only?lang=fr`);
    const about = xml.split('\n').find((line) => line.startsWith(`<url><loc>${BASE}/about</loc>`));
    expect(about).toBe(
      `<url><loc>${BASE}/about</loc><lastmod>2026-11-29</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${BASE}/about"/>` +
        `<xhtml:link rel="alternate" hreflang="fr" href="${BASE}/about?lang=fr"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/about"/></url>`,
    );
    expect(xml).toContain(`<url><loc>${BASE}/news</loc><lastmod>2026-11-20</lastmod>`);
    expect(xml).toMatch(new RegExp(`<loc>${BASE}/in/ama-shown</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  });

  it('leaves out members who do not show their profile to everyone', async () => {
    const xml = (await site.inject('/sitemap.xml')).body;
    expect(xml).not.toContain('kofi-hidden');
  });

  it('serves the sitemap compressed to a client that accepts it', async () => {
    const res = await site.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe((await site.inject('/sitemap.xml')).body);
  });

  it('keeps the built sitemap for ten minutes, then reads again', async () => {
    const later = (await signedUp(t.app, { firstName: 'Esi', lastName: 'Later' })).user.id;
    await makePublic(t.app.database.db, later, { handle: 'esi-later' });
    expect((await site.inject('/sitemap.xml')).body).not.toContain('esi-later');
    clock += SITEMAP_TTL_MS;
    expect((await site.inject('/sitemap.xml')).body).toContain(`<loc>${BASE}/in/esi-later</loc>`);
  });

  it('tells crawlers what to read and where the sitemap is', async () => {
    const res = await site.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Allow: /og/',
      'Disallow: /app/',
      'Disallow: /api/',
      'Disallow: /auth/',
      'Disallow: /dev/',
    ])
      expect(lines).toContain(line);
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});
