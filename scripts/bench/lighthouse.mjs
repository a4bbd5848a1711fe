// Lighthouse (12.x: 13 needs Node 22) through its Node API, on Debian's Chromium, with its
// default config: the mobile preset (Moto G Power screen, simulated slow 4G, 4× CPU slowdown),
// performance category only. Each run starts from a cold HTTP cache (Lighthouse clears it and
// the origin's caches, but keeps cookies, so a signed-in page stays signed in).
import { CHROMIUM, CHROMIUM_ARGS } from './bundle-size.mjs';
import { median } from './stats.mjs';

/**
 * Median of `runs` Lighthouse runs of one page: { score (0–100), lcpMs, tbtMs, cls, bytes,
 * benchmarkIndex, runs }, or { error } when a run failed or audited something else than the
 * page (a signed-in page that bounced to the login page).
 */
export async function lighthousePage(baseURL, page, cookies, runs) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  // A browser of its own per page: no state of another page's runs carries over.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS, handleSIGINT: false });
  // chrome-launcher starts Chromium as a process group leader; if the bench dies mid-run
  // (watchdog, Ctrl-C), kill that group, which we started, rather than leave it behind.
  const killOnExit = () => {
    try {
      process.kill(-chrome.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', killOnExit);
  try {
    if (page.signedIn) await setCookies(chrome.port, baseURL, cookies);
    const samples = [];
    const audit = () =>
      lighthouse(baseURL + page.path, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    for (let i = 0; i < runs; i++) {
      let result = await audit();
      // Lighthouse sometimes loses the trace's start (NO_NAVSTART, "please run Lighthouse
      // again"); a run that failed inside Lighthouse gets one more try, a wrong page does not.
      if (result?.lhr?.runtimeError) result = await audit();
      const checked = check(result?.lhr, page);
      if (checked.error) return { error: `run ${i + 1}: ${checked.error}` };
      samples.push(checked);
    }
    const mid = (key) => median(samples.map((s) => s[key]));
    return {
      score: mid('score'),
      lcpMs: mid('lcpMs'),
      tbtMs: mid('tbtMs'),
      cls: mid('cls'),
      bytes: mid('bytes'),
      benchmarkIndex: mid('benchmarkIndex'),
      runs: samples,
    };
  } finally {
    process.off('exit', killOnExit);
    await chrome.kill();
  }
}

/** The numbers of one run, or { error } when the run did not audit the page we asked for. */
function check(lhr, page) {
  if (!lhr) return { error: 'Lighthouse returned no result' };
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  // The app redirects in the browser (the router), so the document URL stays the one asked for;
  // the URL shown at the end is where the member actually landed.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== page.path) return { error: `ended on ${landed}, not ${page.path}${page.signedIn ? ' (signed out?)' : ''}` };
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const refused = requests.filter((r) => r.statusCode >= 400 && !(r.statusCode === 401 && !page.signedIn));
  if (refused.length) return { error: `answered ${refused.map((r) => `${r.statusCode} ${new URL(r.url).pathname}`).join(', ')}` };
  const score = lhr.categories.performance?.score;
  const metric = (id) => lhr.audits[id]?.numericValue;
  const numbers = {
    score: score === null || score === undefined ? NaN : Math.round(score * 100),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    bytes: metric('total-byte-weight'),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
  const missing = Object.entries(numbers).filter(([key, v]) => key !== 'benchmarkIndex' && !Number.isFinite(v));
  if (missing.length) {
    const why = lhr.runWarnings?.join('; ') || 'no reason given';
    return { error: `no ${missing.map(([key]) => key).join(', ')} (${why})` };
  }
  return numbers;
}

/** Puts the demo member's cookies into the launched browser's default profile, as a sign-in would. */
async function setCookies(port, baseURL, cookies) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0].addCookies(cookies.map(([name, value]) => ({ name, value, url: baseURL })));
  } finally {
    await browser.close(); // over CDP this only disconnects; chrome-launcher owns the process
  }
}
