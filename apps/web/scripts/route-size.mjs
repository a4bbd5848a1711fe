#!/usr/bin/env node
// Prints the gzip size of the JavaScript and CSS the browser downloads for a route, from the
// Vite manifest: the entry chunk and the lazy modules of that route, with everything they
// import statically. Usage: node scripts/route-size.mjs [login|register|dashboard|home] [--json]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/**
 * Lazy chunks each page needs on top of the entry (see src/app/routes.tsx): a source module
 * that is its own chunk, or the name of a chunk group from vite.config.ts ("auth").
 */
const ROUTES = {
  login: ['auth'],
  register: ['auth', 'src/app/routes/auth/register.tsx'],
  home: ['src/app/layouts/public-layout.tsx', 'src/app/routes/public/home.tsx'],
  dashboard: ['src/app/layouts/app-layout.tsx', 'src/app/routes/app/dashboard.tsx'],
};

function resolve(ref) {
  if (manifest[ref]) return ref;
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].name === ref && !manifest[candidate].src);
  if (!key) throw new Error(`No chunk for "${ref}" in the manifest`);
  return key;
}

const route = process.argv[2] ?? 'login';
const modules = ROUTES[route];
if (!modules) throw new Error(`Unknown route "${route}"; one of ${Object.keys(ROUTES).join(', ')}`);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const files = new Set();
const css = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const dep of chunk.imports ?? []) visit(dep);
}
visit(entryKey);
for (const ref of modules) visit(resolve(ref));

const gzip = (file) => gzipSync(readFileSync(join(dist, file))).length;
// The theme script is inline in index.html, which every page loads anyway.
const js = [...files].map((file) => ({ file, gzip: gzip(file) }));
const styles = [...css].map((file) => ({ file, gzip: gzip(file) }));
const sum = (list) => list.reduce((total, item) => total + item.gzip, 0);
const result = { route, jsGzipBytes: sum(js), cssGzipBytes: sum(styles), files: [...js, ...styles] };

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(result));
} else {
  // Budgets count 1 KB = 1000 bytes (docs/decisions/008-web-bundle-budget.md).
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  for (const { file, gzip: size } of result.files) console.log(`${kb(size).padStart(10)}  ${file}`);
  console.log(`${route}: JS ${kb(result.jsGzipBytes)} gzip (${result.jsGzipBytes} B), CSS ${kb(result.cssGzipBytes)} gzip`);
}
