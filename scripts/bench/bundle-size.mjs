// Login page weight: what Chromium loads for /auth/login, gzipped (level 9) and summed.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Debian's Chromium and the flags every browser of the bench is launched with (web.mjs too). */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For the report's machine line. */
export function chromiumVersion() {
  return spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim() || 'n/a';
}

/** { assets, js: { raw, gzip, count }, css: { … } }, or { error } when not measured. */
export async function measureLoginAssets(baseURL) {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return { error: 'playwright-core not installed' };
  }
  try {
    accessSync(CHROMIUM, constants.X_OK);
  } catch {
    return { error: `${CHROMIUM} missing (node scripts/ensure-chromium.mjs)` };
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending = [];
    const broken = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      if (!response.ok()) {
        broken.push(`${response.status()} ${new URL(response.url()).pathname}`);
        return;
      }
      pending.push(
        response
          .body()
          .then((body) => ({ url: response.url(), type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
          .catch(() => null),
      );
    });
    await page.goto(`${baseURL}/auth/login`, { waitUntil: 'networkidle', timeout: 30_000 });
    // Lazy route chunks load before the form shows; a page that never shows it was not
    // measured, whatever the byte count says.
    const rendered = await page
      .getByRole('button', { name: /^sign in$/i })
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    await page.waitForLoadState('networkidle');
    if (broken.length) return { error: `assets failed to load: ${broken.join(', ')}` };
    if (!rendered) return { error: 'the login form never appeared' };
    const assets = (await Promise.all(pending)).filter(Boolean);
    const sum = (type, key) => assets.filter((a) => a.type === type).reduce((n, a) => n + a[key], 0);
    return {
      assets,
      js: { raw: sum('script', 'raw'), gzip: sum('script', 'gzip'), count: assets.filter((a) => a.type === 'script').length },
      css: { raw: sum('stylesheet', 'raw'), gzip: sum('stylesheet', 'gzip'), count: assets.filter((a) => a.type === 'stylesheet').length },
    };
  } finally {
    await browser.close();
  }
}

/**
 * The calendar's grid (FullCalendar) loads only when the calendar opens: its chunk in
 * the build, and whether the login page's first load fetched it. { files, gzip, inFirstLoad }.
 */
export function calendarChunk(webDist, loginAssets) {
  const dir = join(webDist, 'assets');
  const files = readdirSync(dir).filter((f) => /^calendar-screen-.*\.js$/.test(f));
  const gzip = files.reduce((n, f) => n + gzipSync(readFileSync(join(dir, f)), { level: 9 }).length, 0);
  const loaded = (loginAssets.assets ?? []).map((a) => new URL(a.url).pathname.split('/').pop());
  return { files, gzip, inFirstLoad: files.some((f) => loaded.includes(f)) };
}

/**
 * The Jobs page's own JavaScript (issue 22: ≤ 60 KB gzip beyond the app shell): the chunks the
 * build preloads for /app/jobs (route-preloads.json, the route's static graph) less those every
 * signed-in page loads (the shell). { files, gzip } or { error }.
 */
export function jobsPageChunks(webDist) {
  let preloads;
  try {
    preloads = JSON.parse(readFileSync(join(webDist, '.vite', 'route-preloads.json'), 'utf8'));
  } catch (err) {
    return { error: `no route preloads in the build (${err.message})` };
  }
  const signedIn = preloads.routes.filter((r) => r.signedIn);
  const jobs = signedIn.find((r) => r.path === '/app/jobs');
  if (!jobs) return { error: 'no /app/jobs route in the build' };
  const shell = signedIn.reduce((common, r) => common.filter((s) => r.scripts.includes(s)), signedIn[0].scripts);
  const files = jobs.scripts.filter((s) => !shell.includes(s));
  const gzip = files.reduce((n, f) => n + gzipSync(readFileSync(join(webDist, f)), { level: 9 }).length, 0);
  return { files: files.map((f) => f.split('/').pop()), gzip };
}
