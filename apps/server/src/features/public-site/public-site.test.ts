import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NEWS_CATEGORIES, PUBLIC_PAGES, STORY_CATEGORIES } from '@skilllink/contracts/public-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { readContent } from './content-files.js';
import { DEFAULT_CONTENT_DIR } from './content-loader.js';

// The public site's texts (issue 26): content/ as writers keep it, loaded at start, served to visitors.

describe('the repository’s content/', () => {
  it('follows content/README.md: every file reads, in both languages, one featured piece, every category', async () => {
    const { entries, problems } = await readContent(DEFAULT_CONTENT_DIR);
    expect(problems).toEqual([]);
    const of = (kind: string, language: string) => entries.filter((e) => e.kind === kind && e.language === language);
    expect(
      of('page', 'en')
        .map((e) => e.slug)
        .sort(),
    ).toEqual([...PUBLIC_PAGES].sort());
    for (const kind of ['page', 'news', 'story']) {
      // The same pieces in English and French (the slug names the piece).
      expect(of(kind, 'fr').map((e) => e.slug)).toEqual(of(kind, 'en').map((e) => e.slug));
    }
    for (const [kind, categories] of [
      ['news', NEWS_CATEGORIES],
      ['story', STORY_CATEGORIES],
    ] as const) {
      for (const language of ['en', 'fr']) {
        expect(of(kind, language).filter((e) => e.meta.featured === true)).toHaveLength(1);
        expect(new Set(of(kind, language).map((e) => e.meta.category))).toEqual(new Set(categories));
      }
    }
    expect(of('page', 'en').find((e) => e.slug === 'legal')?.html).toMatch(/30/);
  });
});

describe('public content API', () => {
  let t: TestApp;
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const news = (slug: string, title: string, date: string, extra = '') =>
    `---\nslug: ${slug}\ntitle: "${title}"\nexcerpt: "An excerpt."\ndate: ${date}\nauthor: Adjoa Nkansah\nauthorRole: Head of Learning\nreadTime: 2\ncategory: courses\nimage: news-${slug}.svg\nimageAlt: A picture.\nfeatured: false\n${extra}---\n\n## Heading\n\nBody with <script>alert(1)</script> in it.\n`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'skilllink-content-'));
    write('news/en/first-article.md', news('first-article', 'First: in English', '2026-03-01'));
    write('news/fr/first-article.md', news('first-article', 'Premier : en français', '2026-03-01'));
    write('news/en/second-article.md', news('second-article', 'Second', '2026-05-01'));
    write('news/en/broken.md', news('broken', 'Broken', '2026-05-02', 'colour: green\n'));
    write('pages/en/about.md', '---\nslug: about\ntitle: About\ndescription: Who we are.\nupdated: 2026-11-29\n---\n\nWe help.\n');
    t = await buildTestApp({ CONTENT_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists and shows news to a signed-out visitor, newest first, in the language asked; a file that breaks the rules is left out', async () => {
    const visitor = new TestClient(t.app);
    const list = await visitor.get('/api/v1/public/news');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((i: { slug: string }) => i.slug)).toEqual(['second-article', 'first-article']);
    expect((await visitor.get('/api/v1/public/news?lang=fr')).json().items).toEqual([
      expect.objectContaining({ slug: 'first-article', title: 'Premier : en français', date: '2026-03-01' }),
    ]);
    const article = (await visitor.get('/api/v1/public/news/first-article')).json().article;
    expect(article).toMatchObject({ title: 'First: in English', readTime: 2, category: 'courses' });
    // Markdown to HTML; raw HTML written in a file is shown as text, never run.
    expect(article.html).toContain('<h2>Heading</h2>');
    expect(article.html).toContain('&lt;script&gt;');
    expect((await visitor.get('/api/v1/public/pages/about')).json().page).toMatchObject({ title: 'About', updated: '2026-11-29' });
  });

  it('answers 404 in words for what does not exist, 400 for a language it does not have', async () => {
    const visitor = new TestClient(t.app);
    const missing = await visitor.get('/api/v1/public/news/broken');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('This article does not exist or was taken down');
    expect((await visitor.get('/api/v1/public/stories/nobody', { 'accept-language': 'fr' })).json().error.message).toBe(
      'Ce témoignage n’existe pas ou a été retiré',
    );
    expect((await visitor.get('/api/v1/public/pages/about?lang=de')).statusCode).toBe(400);
  });

  it('takes changed, added and removed files at the next start, on the same database', async () => {
    write('news/en/second-article.md', news('second-article', 'Second, corrected', '2026-05-01'));
    rmSync(path.join(dir, 'news/fr/first-article.md'));
    const again = await buildTestApp({ CONTENT_DIR: dir, ...t.databaseEnv });
    const visitor = new TestClient(again.app);
    expect((await visitor.get('/api/v1/public/news')).json().items.map((i: { title: string }) => i.title)).toEqual([
      'Second, corrected',
      'First: in English',
    ]);
    expect((await visitor.get('/api/v1/public/news?lang=fr')).json().items).toEqual([]);
    await again.close();
  });
});
