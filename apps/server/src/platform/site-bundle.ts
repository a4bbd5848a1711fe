import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteRenderer } from '@skilllink/contracts/site-pages';
import type { SiteShell } from './site-document.js';

/** The public site from the web build (ADR 068): the server bundle's renderer and the browser files. */
export interface SiteBundle {
  renderer: SiteRenderer;
  shell: SiteShell;
}

const SERVER_BUNDLE = path.join('..', 'dist-ssr', 'server-pages.js');
const MANIFEST = path.join('.vite', 'site-manifest.json');

interface ManifestEntry {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

/** Null when the web build made no site (API-only tests, or a build from before the site). */
export async function loadSiteBundle(dist: string, indexHtml: string): Promise<SiteBundle | null> {
  const bundleFile = path.join(dist, SERVER_BUNDLE);
  const manifestFile = path.join(dist, MANIFEST);
  if (!existsSync(bundleFile) || !existsSync(manifestFile)) return null;
  const bundle = (await import(pathToFileURL(bundleFile).href)) as { loadSiteRenderer?: () => Promise<SiteRenderer> };
  if (!bundle.loadSiteRenderer) return null;
  const entry = Object.values(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>).find((e) => e.isEntry);
  const icon = /<link rel="icon"[^>]*>/.exec(indexHtml)?.[0] ?? '';
  return {
    renderer: await bundle.loadSiteRenderer(),
    shell: { icon, css: (entry?.css ?? []).map((f) => `/${f}`), js: entry ? `/${entry.file}` : null },
  };
}
