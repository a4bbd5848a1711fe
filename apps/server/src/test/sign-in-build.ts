import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What the stand-in server bundle renders for the sign-in pages when a test does not say. */
const PLAIN_BUNDLE = `export async function loadSignInPages() {
  return { paths: ['/auth/login', '/auth/register'], render: () => ({ html: '<form></form>', title: 'SkillLink' }) };
}`;

/**
 * A stand-in web build with the sign-in pages (ADR 049), so that the server registers the forms
 * posted without script: an index.html, the pages' preload manifest and a server bundle
 * (`bundle`, the module's source; by default one that renders an empty form). Pass `web` as
 * WEB_DIST; `close` removes it.
 */
export function signInBuild(bundle = PLAIN_BUNDLE): { web: string; close(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'skilllink-web-'));
  const web = path.join(root, 'dist');
  mkdirSync(path.join(web, '.vite'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="en"><head><title>SkillLink</title></head><body><div id="root"></div></body></html>',
  );
  const route = (page: string) => ({
    path: `/auth/${page}`,
    scripts: [],
    styles: [],
    fetch: ['/api/v1/config'],
    pageFetch: [],
    signedIn: false,
  });
  writeFileSync(path.join(web, '.vite', 'route-preloads.json'), JSON.stringify({ routes: [route('login'), route('register')] }));
  writeFileSync(path.join(root, 'dist-ssr', 'server-pages.js'), bundle);
  return { web, close: () => rmSync(root, { recursive: true, force: true }) };
}
