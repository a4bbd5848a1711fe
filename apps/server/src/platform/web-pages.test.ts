import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TestClient } from '../test/client.js';
import { signedUp } from '../test/factories.js';

const THEME = "document.documentElement.classList.add('dark')";
let t: TestApp;
let member: TestClient;
beforeAll(async () => {
  // A stand-in web build: a page with one inline script, one asset and the route preloads file.
  const web = mkdtempSync(path.join(tmpdir(), 'skilllink-web-'));
  mkdirSync(path.join(web, 'assets'));
  mkdirSync(path.join(web, '.vite'));
  writeFileSync(
    path.join(web, 'index.html'),
    `<!doctype html><html><head><script>${THEME}</script><title>SkillLink</title></head><body></body></html>`,
  );
  writeFileSync(path.join(web, 'assets', 'page-abc123.js'), 'console.log(1)');
  const routes = [
    {
      path: '/app/dashboard',
      scripts: ['/assets/page-abc123.js'],
      styles: [],
      fetch: ['/api/v1/session'],
      pageFetch: ['/api/v1/dashboard'],
      signedIn: true,
    },
    {
      path: '/app/courses/:courseId',
      scripts: [],
      styles: ['/assets/course.css'],
      fetch: [],
      pageFetch: ['/api/v1/courses/:courseId'],
      signedIn: true,
    },
    { path: '/auth/login', scripts: [], styles: [], fetch: ['/api/v1/config'], pageFetch: [], signedIn: false },
  ];
  writeFileSync(path.join(web, '.vite', 'route-preloads.json'), JSON.stringify({ routes }));
  t = await buildTestApp({ WEB_DIST: web });
  member = (await signedUp(t.app)).client;
});
afterAll(async () => t.close());

describe('web pages', () => {
  it("name a route's scripts and first API answers in the page, so they all start at once", async () => {
    const page = (await member.get('/app/dashboard')).body;
    expect(page).toContain('<link rel="modulepreload" href="/assets/page-abc123.js">');
    expect(page).toContain('<link rel="preload" as="fetch" href="/api/v1/session" crossorigin>');
    expect(page).toContain('<link rel="preload" as="fetch" href="/api/v1/dashboard" crossorigin>');
    expect(page.indexOf('/api/v1/dashboard')).toBeLessThan(page.indexOf('</head>'));
    // The trailing slash is the same route; another route gets the page without preloads.
    expect((await member.get('/app/dashboard/')).body).toBe(page);
    const other = (await member.get('/app/messages')).body;
    expect(other).not.toContain('preload');
    expect(other).toContain('<title>SkillLink</title>');
  });

  it('preload only answers the page asks for at once: another view, or the other side of signing in, gets none', async () => {
    // With a query (a tab, a search) the page shows another view: only what every view asks.
    const tab = (await member.get('/app/dashboard?tab=more')).body;
    expect(tab).toContain('href="/api/v1/session"');
    expect(tab).not.toContain('/api/v1/dashboard');
    expect(tab).toContain('<link rel="modulepreload" href="/assets/page-abc123.js">');
    // A visitor is sent to sign in first: no answer waits to be taken, stale, after signing in.
    const visitor = new TestClient(t.app);
    const signedOut = (await visitor.get('/app/dashboard')).body;
    expect(signedOut).not.toContain('as="fetch"');
    expect(signedOut).toContain('<link rel="modulepreload" href="/assets/page-abc123.js">');
    expect((await visitor.get('/auth/login')).body).toContain('<link rel="preload" as="fetch" href="/api/v1/config" crossorigin>');
    expect((await member.get('/auth/login')).body).not.toContain('as="fetch"');
  });

  it("preload no API answer with data saver (Save-Data: on, or the app's cookie), but keep scripts and styles", async () => {
    for (const headers of [{ 'save-data': 'on' }, { 'save-data': 'ON' }]) {
      const res = await member.get('/app/dashboard', headers);
      expect(res.body).not.toContain('as="fetch"');
      expect(res.body).toContain('<link rel="modulepreload" href="/assets/page-abc123.js">');
      expect(String(res.headers.vary)).toContain('save-data');
    }
    expect((await member.get('/app/courses/abc', { 'save-data': 'on' })).body).toContain('as="style" href="/assets/course.css"');
    member.cookies.set('sl_data_saver', 'on');
    const cookie = (await member.get('/app/dashboard')).body;
    member.cookies.delete('sl_data_saver');
    expect(cookie).not.toContain('as="fetch"');
    expect(cookie).toContain('<link rel="modulepreload" href="/assets/page-abc123.js">');
    // Anything else is no data saver.
    expect((await member.get('/app/dashboard', { 'save-data': 'off' })).body).toContain('as="fetch" href="/api/v1/dashboard"');
  });

  it('fill an id into the API URLs it preloads, and leave out one that looks odd', async () => {
    const course = (await member.get('/app/courses/0198-abc_DEF')).body;
    expect(course).toContain('<link rel="preload" as="fetch" href="/api/v1/courses/0198-abc_DEF" crossorigin>');
    expect(course).toContain('<link rel="preload" as="style" href="/assets/course.css" crossorigin>');
    const odd = (await member.get('/app/courses/%22%3E%3Cscript%3E')).body;
    expect(odd).not.toContain('as="fetch"');
    expect(odd).not.toContain('"><script>');
  });

  it('allow the inline script by its hash, and no other inline script', async () => {
    const res = await new TestClient(t.app).get('/app/dashboard');
    const hash = createHash('sha256').update(THEME).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))![1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('go compressed, and cost a 304 when the browser already has them', async () => {
    const c = member;
    const plain = await c.get('/app/dashboard');
    expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const packed = await c.get('/app/dashboard', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(plain.body);
    const etag = String(plain.headers.etag);
    const again = await c.get('/app/dashboard', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another route's page is another page.
    expect((await c.get('/app/messages', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('send built files with only the headers they need: no page policy, no cookie, no validators', async () => {
    const asset = await new TestClient(t.app).get('/assets/page-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['content-security-policy', 'set-cookie', 'etag', 'last-modified', 'accept-ranges', 'x-frame-options']) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    // A page does hand out the CSRF cookie the app's writes echo.
    expect(String((await new TestClient(t.app).get('/app/dashboard')).headers['set-cookie'])).toContain('sl_csrf=');
  });
});
