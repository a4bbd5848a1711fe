import { NEWS_CATEGORIES, PUBLIC_PAGES, STORY_CATEGORIES } from '@skilllink/contracts/public-content';
import type { SitePage } from '@skilllink/contracts/site-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signedUp } from '../../test/factories.js';
import { headOf, pageIn, siteBuild, type SiteBuild } from '../../test/site-build.js';
import { HOME_MAX_AGE_MS, homePage } from './site-data.js';

// The public site's pages as the server serves them (issue 26, ADR 068): the data each page is
// rendered from and the head the server writes around it, through a stand-in web build.

const PUBLIC = 'http://localhost:3000';
const ARTICLE = 'digital-skills-gap-ghana';
const STORY = 'esi-designs-for-mobile';

let t: TestApp;
let build: SiteBuild;
beforeAll(async () => {
  build = siteBuild();
  t = await buildTestApp({ WEB_DIST: build.web });
});
afterAll(async () => {
  await t.close();
  build.close();
});

/** A signed-out visitor's first request: no cookie. */
const visit = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const api = async <T>(url: string) => (await visit(url)).json() as T;
function kindOf<K extends SitePage['kind']>(html: string, kind: K): Extract<SitePage, { kind: K }> {
  const page = pageIn(html);
  expect(page.kind).toBe(kind);
  return page as Extract<SitePage, { kind: K }>;
}

describe('every public page', () => {
  const paths = ['/', '/learn', ...PUBLIC_PAGES.map((p) => `/${p}`), '/news', `/news/${ARTICLE}`, '/stories', `/stories/${STORY}`];

  it('answers with its content and a head for search engines and link previews', async () => {
    for (const path of paths) {
      const res = await visit(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-language']).toBe('en');
      const head = headOf(res.body);
      const rendered = build.renders().at(-1)!;
      expect(rendered.request).toMatchObject({ language: 'en', path, query: '', signedIn: false, url: `${PUBLIC}${path}` });
      expect(res.body).toContain(`<main data-kind="${rendered.page.kind}" data-lang="en" data-signed-in="false"`);
      expect(head.lang).toBe('en');
      expect(head.title, path).toMatch(/SkillLink/);
      expect(head.meta('description'), path).toBeTruthy();
      expect(head.canonical).toBe(`${PUBLIC}${path}`);
      expect(head.alternates).toEqual({ en: `${PUBLIC}${path}`, fr: `${PUBLIC}${path}?lang=fr`, 'x-default': `${PUBLIC}${path}` });
      expect(head.noindex, path).toBe(false);
      expect(head.meta('og:url')).toBe(head.canonical);
      expect(head.meta('og:title'), path).toBeTruthy();
      expect(head.meta('og:locale')).toBe('en_GH');
      expect(head.meta('og:image'), path).toMatch(new RegExp(`^${PUBLIC}/(og/site|content/images/[\\w-]+)\\.png$`));
      expect(head.meta('og:image:width')).toBe('1200');
      expect(head.meta('og:image:height')).toBe('630');
      expect(head.meta('twitter:card')).toBe('summary_large_image');
      expect(head.structured?.['@context'], path).toBe('https://schema.org');
      // The site's own small bundle, not the app's.
      expect(res.body).toContain('<link rel="stylesheet" href="/assets/site/site-x.css">');
      expect(res.body).toContain('<script type="module" src="/assets/site/site-x.js"></script>');
      expect(res.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    }
  });

  it('carries the schema.org data of its kind', async () => {
    const home = headOf((await visit('/')).body).structured!;
    expect((home['@graph'] as Array<{ '@type': string }>).map((n) => n['@type'])).toEqual(['Organization', 'WebSite']);

    const learn = await visit('/learn');
    const courses = kindOf(learn.body, 'learn').courses;
    expect(courses.length).toBeGreaterThan(3);
    const list = headOf(learn.body).structured as { '@type': string; itemListElement: Array<{ item: { '@type': string; name: string } }> };
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement.map((e) => e.item['@type'])).toEqual(courses.map(() => 'Course'));
    expect(list.itemListElement.map((e) => e.item.name)).toEqual(courses.map((c) => c.title));

    const res = await visit(`/news/${ARTICLE}`);
    const { article } = kindOf(res.body, 'article');
    const { article: stored } = await api<{ article: { title: string } }>(`/api/v1/public/news/${ARTICLE}`);
    expect(article.title).toBe(stored.title);
    expect(article.html).toContain('<h2>');
    const head = headOf(res.body);
    expect(head.title).toBe(`${stored.title} | SkillLink`);
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:image')).toBe(`${PUBLIC}/content/images/news-${ARTICLE}.png`);
    expect(head.structured).toMatchObject({ '@type': 'NewsArticle', headline: stored.title, inLanguage: 'en' });

    expect(headOf((await visit(`/stories/${STORY}`)).body).structured).toMatchObject({ '@type': 'Article' });
    const about = await visit('/about');
    expect(headOf(about.body).structured).toMatchObject({ '@type': 'WebPage', url: `${PUBLIC}/about` });
    const { page } = await api<{ page: { title: string } }>('/api/v1/public/pages/about');
    expect(kindOf(about.body, 'page').page.title).toBe(page.title);
  });
});

describe('both languages', () => {
  it('gives French at ?lang=fr, from content/fr, and remembers the choice', async () => {
    const res = await visit(`/news/${ARTICLE}?lang=fr`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('fr');
    expect(res.cookies.find((c) => c.name === 'sl_lang')).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax' });
    const head = headOf(res.body);
    expect(head.lang).toBe('fr');
    expect(head.canonical).toBe(`${PUBLIC}/news/${ARTICLE}?lang=fr`);
    expect(head.meta('og:locale')).toBe('fr_FR');
    const french = (await api<{ article: { title: string } }>(`/api/v1/public/news/${ARTICLE}?lang=fr`)).article.title;
    const english = (await api<{ article: { title: string } }>(`/api/v1/public/news/${ARTICLE}?lang=en`)).article.title;
    expect(french).not.toBe(english);
    expect(kindOf(res.body, 'article').article.title).toBe(french);
    expect(head.structured).toMatchObject({ headline: french, inLanguage: 'fr' });
    expect(res.body).toContain('data-lang="fr"');
    // A reader who already chose French gets no new cookie; ?lang=en switches back.
    expect((await visit('/about?lang=fr', { cookie: 'sl_lang=fr' })).cookies.find((c) => c.name === 'sl_lang')).toBeUndefined();
    const back = await visit('/about?lang=en', { cookie: 'sl_lang=fr' });
    expect(headOf(back.body).lang).toBe('en');
    expect(back.cookies.find((c) => c.name === 'sl_lang')?.value).toBe('en');
  });

  it('gives French to a French browser without ?lang, and to a reader whose cookie says so', async () => {
    const readers: Array<Record<string, string>> = [{ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' }, { cookie: 'sl_lang=fr' }];
    for (const headers of readers) {
      const res = await visit('/about', headers);
      expect(res.headers['content-language']).toBe('fr');
      const head = headOf(res.body);
      expect(head.lang).toBe('fr');
      expect(head.canonical).toBe(`${PUBLIC}/about?lang=fr`);
      expect(res.cookies.find((c) => c.name === 'sl_lang')).toBeUndefined();
      const { page } = await api<{ page: { title: string } }>('/api/v1/public/pages/about?lang=fr');
      expect(kindOf(res.body, 'page').page.title).toBe(page.title);
    }
  });
});

describe('filters', () => {
  it('pass only the category’s news and stories; an unknown category is ignored', async () => {
    for (const [path, categories] of [
      ['/news', NEWS_CATEGORIES],
      ['/stories', STORY_CATEGORIES],
    ] as const) {
      const all = pageIn((await visit(path)).body) as Extract<SitePage, { kind: 'news' | 'stories' }>;
      expect(all.category).toBe('all');
      for (const category of categories) {
        const res = await visit(`${path}?category=${category}&lang=fr`);
        const page = pageIn(res.body) as Extract<SitePage, { kind: 'news' | 'stories' }>;
        expect(page.category).toBe(category);
        expect(page.items.length, `${path} ${category}`).toBeGreaterThan(0);
        expect(page.items.every((i) => i.category === category)).toBe(true);
        expect(headOf(res.body).canonical).toBe(`${PUBLIC}${path}?category=${category}&lang=fr`);
        expect(headOf(res.body).alternates.en).toBe(`${PUBLIC}${path}?category=${category}`);
      }
      const odd = await visit(`${path}?category=cooking`);
      expect(odd.statusCode).toBe(200);
      const page = pageIn(odd.body) as Extract<SitePage, { kind: 'news' | 'stories' }>;
      expect(page.category).toBe('all');
      expect(page.items.map((i) => i.slug)).toEqual(all.items.map((i) => i.slug));
      expect(headOf(odd.body).canonical).toBe(`${PUBLIC}${path}`);
    }
  });

  it('search the catalogue by title or instructor in any case, with the category; a long search is cut to 100', async () => {
    const titles = async (query: string) => kindOf((await visit(`/learn${query}`)).body, 'learn').courses.map((c) => c.title);
    expect(await titles('?q=KWABENA%20adjei')).toEqual(['JavaScript Fundamentals']);
    expect(await titles('?q=%20%20PYTHON%20')).toEqual(['Python for Data Analysis']);
    expect((await titles('?q=design&category=design')).sort()).toEqual([
      'Brand Identity Design for Small Businesses',
      'UI/UX Design for Mobile-First Africa',
    ]);
    const programming = await visit('/learn?category=programming');
    const page = kindOf(programming.body, 'learn');
    expect(page.category).toBe('programming');
    expect(page.courses.length).toBeGreaterThan(0);
    expect(page.courses.every((c) => c.category === 'programming')).toBe(true);
    expect(headOf(programming.body).canonical).toBe(`${PUBLIC}/learn?category=programming`);
    expect(headOf(programming.body).noindex).toBe(false);

    const odd = await visit('/learn?category=cooking');
    expect(kindOf(odd.body, 'learn').category).toBe('all');
    expect(headOf(odd.body).canonical).toBe(`${PUBLIC}/learn`);

    const long = await visit(`/learn?q=${'b'.repeat(150)}`);
    expect(long.statusCode).toBe(200);
    expect(kindOf(long.body, 'learn')).toMatchObject({ q: 'b'.repeat(100), courses: [] });
    expect(headOf(long.body).canonical).toBe(`${PUBLIC}/learn?q=${'b'.repeat(100)}`);
    // A search result is not a page of its own for search engines.
    expect(headOf(long.body).noindex).toBe(true);
  });
});

describe('pages that are not there', () => {
  it('answer 404 with a page in the reader’s language, kept from search engines and from the cache', async () => {
    for (const [path, kind] of [
      ['/news/no-such-article', 'article'],
      ['/stories/no-such-story', 'story'],
    ] as const) {
      const res = await visit(path);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
      expect(headOf(res.body).noindex).toBe(true);
      expect(kindOf(res.body, 'message').title).toBe(kind === 'article' ? 'Article not found' : 'Story not found');
    }
    const french = await visit('/news/no-such-article?lang=fr');
    expect(kindOf(french.body, 'message')).toMatchObject({ title: 'Article introuvable', link: { href: '/?lang=fr' } });
  });
});

describe('caching', () => {
  it('answers an unchanged page with 304, and HEAD with the headers only', async () => {
    const first = await visit('/about');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await visit('/about', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await visit('/about', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('renders a page again only when its data changed: a new enrolment changes the Learn page', async () => {
    await visit('/learn');
    const before = build.renders().length;
    const unchanged = await visit('/learn');
    expect(build.renders()).toHaveLength(before);
    const course = kindOf(unchanged.body, 'learn').courses[0]!;

    const { client } = await signedUp(t.app);
    expect((await client.post(`/api/v1/courses/${course.id}/enrollment`)).statusCode).toBe(201);
    const changed = await visit('/learn');
    expect(build.renders()).toHaveLength(before + 1);
    const after = kindOf(changed.body, 'learn').courses.find((c) => c.id === course.id);
    expect(after?.students).toBe(course.students + 1);
    expect(changed.headers.etag).not.toBe(unchanged.headers.etag);
    // And it is kept again.
    await visit('/learn');
    expect(build.renders()).toHaveLength(before + 1);
  });

  it("gathers the home page's data at most once a minute per language", async () => {
    const db = t.app.database.db;
    // Later than any visit of the other tests, so this starts with a fresh gathering.
    const start = Date.now() + 10 * HOME_MAX_AGE_MS;
    const first = await homePage(db, PUBLIC, 'en', start);
    const featured = (first.page as Extract<SitePage, { kind: 'home' }>).featured!;
    const { client } = await signedUp(t.app);
    expect((await client.post(`/api/v1/courses/${featured.id}/enrollment`)).statusCode).toBe(201);
    // Within the minute: the same gathering, not a new one.
    expect(await homePage(db, PUBLIC, 'en', start + HOME_MAX_AGE_MS - 1)).toBe(first);
    expect((await homePage(db, PUBLIC, 'fr', start)).page).not.toBe(first.page);
    const later = await homePage(db, PUBLIC, 'en', start + HOME_MAX_AGE_MS);
    expect((later.page as Extract<SitePage, { kind: 'home' }>).featured?.students).toBe(featured.students + 1);
  });
});
