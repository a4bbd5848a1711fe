// The web section of `npm run bench` (issue 21, "Fast on a slow phone"), against the server
// the bench started: Lighthouse's mobile preset on every page, time to usable and bytes on a
// 100 kbit/s line, bytes of a repeat visit, and sidebar tap-to-paint at 4× CPU. Signed-in
// pages are the demo member's, signed in through the API as the HTTP targets are.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { boardLine, measureBoard } from './board.mjs';
import { CHROMIUM, CHROMIUM_ARGS, chromiumVersion } from './bundle-size.mjs';
import { root } from './config.mjs';
import { lighthousePage } from './lighthouse.mjs';
import { measureLoads } from './page-loads.mjs';
import { unpinSelf } from './processes.mjs';
import { fmtKB } from './stats.mjs';
import { measureTaps } from './taps.mjs';
import { signIn } from './targets.mjs';

const LIGHTHOUSE_RUNS = 3;
const LOAD_RUNS = 3;

let sectionStart = Date.now();
/** Progress lines, with the seconds since the section started (it should stay near 6 minutes). */
const log = (message) => console.log(`bench: web ${String(Math.round((Date.now() - sectionStart) / 1000)).padStart(3)} s: ${message}`);

// Each page says when it is usable twice: `shown`, the element in the page's own terms (CSS
// selector and text), timed in the page at every frame; `ready`, the same element as a member
// (or a screen reader) finds it, by role and name, checked once `shown` fired.
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const heading = (name) => ({
  shown: { css: 'h1', text: `^${escape(name)}$` },
  ready: (page) => page.getByRole('heading', { level: 1, name, exact: true }),
  readyLabel: `the h1 "${name}"`,
});

/**
 * The pages measured. `slow`: timed on the 100 kbit/s line (each such load takes 10–25 s, so
 * only the two with a time budget); the others' bytes are counted on an unthrottled line.
 */
function pages(course) {
  return [
    {
      key: 'login',
      path: '/auth/login',
      signedIn: false,
      slow: true,
      shown: { css: 'button', text: '^sign in$' },
      ready: (page) => page.getByRole('button', { name: /^sign in$/i }),
      readyLabel: 'the "Sign in" button',
    },
    {
      key: 'dashboard',
      path: '/app/dashboard',
      signedIn: true,
      slow: true,
      // The stat cards are a list named "Your numbers" (stat-cards.tsx); its first item is
      // Total Skills. The loading skeleton has no such list.
      shown: { css: 'ul[aria-label="Your numbers"] > li', text: '' },
      ready: (page) =>
        page
          .getByRole('list', { name: /^your numbers$/i })
          .getByRole('listitem')
          .first(),
      readyLabel: 'the first stat card',
    },
    { key: 'messages', path: '/app/messages', signedIn: true, ...heading('Messages') },
    { key: 'courses', path: '/app/courses', signedIn: true, ...heading('Courses') },
    { key: 'connections', path: '/app/connections', signedIn: true, ...heading('Connections') },
    course.error
      ? { key: 'course', path: '/app/courses/:id', signedIn: true, error: course.error }
      : { key: 'course', path: `/app/courses/${course.id}`, signedIn: true, ...heading(course.title) },
  ];
}

/** A course the demo member is enrolled in and has not finished: the first of Continue Learning. */
async function enrolledCourse(baseURL, cookie) {
  const res = await fetch(`${baseURL}/api/v1/courses`, { headers: { cookie } });
  if (res.status !== 200) return { error: `GET /api/v1/courses answered ${res.status}` };
  const course = (await res.json()).continueLearning[0];
  return course ? { id: course.id, title: course.title } : { error: 'the demo member is enrolled in no unfinished course' };
}

/** The code measured: the commit, and whether apps/ or packages/ differ from it (then the numbers are not that commit's). */
function codeVersion() {
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';
  return { commit: git('rev-parse', 'HEAD'), appsChanged: git('status', '--porcelain', '--', 'apps', 'packages') !== '' };
}

/** How long the web section waits at most for the load left by the server rounds to fall. */
const SETTLE_MAX_MS = 150_000;

/**
 * Lighthouse's TBT and the tap times count main-thread time, which other work on the cores
 * stretches (ADR 046). The server rounds just before leave the 1-minute load average above 1
 * for a minute or two after they stop: wait until it is under 1 (at most SETTLE_MAX_MS).
 */
async function settle() {
  const waitedFrom = Date.now();
  while (os.loadavg()[0] >= 1 && Date.now() - waitedFrom < SETTLE_MAX_MS) await new Promise((resolve) => setTimeout(resolve, 5_000));
  const waited = Math.round((Date.now() - waitedFrom) / 1000);
  if (waited > 0) console.log(`bench: web: waited ${waited} s for the load to settle (1-minute load ${os.loadavg()[0].toFixed(2)})`);
}

/** Everything the web section measured, ready for the report and for web-before.json; { error } when it could not run. */
export async function measureWeb(baseURL) {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
    await import('lighthouse');
    accessSync(CHROMIUM, constants.X_OK);
  } catch (error) {
    return { error: `cannot run: ${error.message.split('\n')[0]} (npm ci; node scripts/ensure-chromium.mjs)` };
  }
  await settle();
  unpinSelf();
  const startedAt = (sectionStart = Date.now());
  const loadavgStart = os.loadavg();
  const { userJar } = await signIn(baseURL);
  const cookies = [...userJar];
  const course = await enrolledCourse(baseURL, cookies.map(([k, v]) => `${k}=${v}`).join('; '));
  const results = {};
  for (const page of pages(course)) {
    const row = { path: page.path, signedIn: page.signedIn, slow: Boolean(page.slow) };
    results[page.key] = row;
    if (page.error) {
      row.lighthouse = row.loads = { error: page.error };
      continue;
    }
    log(`Lighthouse ×${LIGHTHOUSE_RUNS} ${page.path}`);
    row.lighthouse = await lighthousePage(baseURL, page, cookies, LIGHTHOUSE_RUNS);
    logLighthouse(page, row.lighthouse);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  let taps;
  let board;
  try {
    for (const page of pages(course).filter((p) => !p.error)) {
      log(`${LOAD_RUNS} cold loads${page.slow ? ' at 100 kbit/s, 300 ms' : ''} ${page.path}`);
      results[page.key].loads = await measureLoads(browser, baseURL, page, cookies, { runs: LOAD_RUNS, slow: Boolean(page.slow) });
      logLoads(results[page.key].loads);
    }
    log('sidebar taps at 4× CPU');
    taps = await measureTaps(browser, baseURL, cookies);
    for (const m of taps.moves ?? [])
      log(`  ${m.from} → ${m.to} ${m.medianMs} ms (${m.samples.join(', ')}); next paint (Event Timing) ${m.nextPaintMs} ms`);
    if (taps.error) log(`taps FAILED: ${taps.error}`);
    log('the 1,000-task board at 4× CPU (issue 23)');
    board = await measureBoard(browser, baseURL);
    log(`  ${boardLine(board)}`);
  } finally {
    await browser.close();
  }
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  log(`done in ${seconds} s`);
  return {
    ...codeVersion(),
    measuredAt: new Date(startedAt).toISOString(),
    seconds,
    loadavgStart,
    loadavgEnd: os.loadavg(),
    chromium: chromiumVersion(),
    lighthouse: lighthouseVersion(),
    pages: results,
    taps,
    board,
  };
}

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  } catch {
    return 'n/a';
  }
}

function logLighthouse(page, lh) {
  if (lh.error) return log(`  FAILED: ${lh.error}`);
  const runs = lh.runs.map((r) => r.score).join(', ');
  log(
    `  score ${lh.score} (${runs}), LCP ${(lh.lcpMs / 1000).toFixed(2)} s, TBT ${lh.tbtMs.toFixed(0)} ms, CLS ${lh.cls.toFixed(3)}, ${fmtKB(lh.bytes)}, ` +
      `CPU benchmark ${lh.runs.map((run) => Math.round(run.benchmarkIndex)).join(', ')}`,
  );
}

function logLoads(loads) {
  if (loads.error) return log(`  FAILED: ${loads.error}`);
  log(
    `  usable ${(loads.usableMs / 1000).toFixed(2)} s; first visit ${fmtKB(loads.firstBytes)} in ${loads.firstRequests} requests; ` +
      `repeat ${fmtKB(loads.repeatBytes)} in ${loads.repeatRequests} (+${loads.repeatCached} from cache), usable ${(loads.repeatUsableMs / 1000).toFixed(2)} s`,
  );
  log(`  heaviest: ${loads.heaviest.map((r) => `${r.path} ${fmtKB(r.bytes)}`).join(', ')}`);
}
