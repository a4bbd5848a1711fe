// Page loads as a phone on a poor connection sees them (issue 21): a fresh browser context
// (cold HTTP cache) opens the page, we time it until the page is usable and count what the
// wire carried until the network went idle, then open it again in the same context (the repeat
// visit: warm HTTP cache, a new document).
import { median } from './stats.mjs';
import { trackWire } from './wire.mjs';

/** 100 kbit/s each way and 300 ms of latency, in CDP's units (bytes per second). */
export const SLOW_NETWORK = { offline: false, latency: 300, downloadThroughput: 100_000 / 8, uploadThroughput: 100_000 / 8 };
/** The screen Lighthouse's mobile preset emulates (a Moto G Power), so both see the same layout. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const SLOW_TIMEOUT_MS = 120_000; // a 240 KB page takes ~25 s at 100 kbit/s; much longer means broken
const FAST_TIMEOUT_MS = 30_000;

/**
 * Median over `runs` cold contexts of: time to usable, bytes and requests of the first and the
 * repeat visit. `page` is a web.mjs page ({ path, signedIn, shown, ready(page) → locator }); `slow`
 * turns on SLOW_NETWORK (no CPU throttling). Returns { error } when any run fails: a number
 * from a page that did not render would be worse than none.
 */
export async function measureLoads(browser, baseURL, page, cookies, { runs, slow }) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    try {
      samples.push(await coldAndWarm(browser, baseURL, page, cookies, slow));
    } catch (error) {
      return { error: `run ${i + 1}: ${error.message.split('\n')[0]}`, slow };
    }
  }
  const mid = (pick) => median(samples.map(pick));
  return {
    slow,
    usableMs: mid((s) => s.first.usableMs),
    firstBytes: mid((s) => s.first.bytes),
    firstRequests: mid((s) => s.first.requests),
    repeatUsableMs: mid((s) => s.repeat.usableMs),
    repeatBytes: mid((s) => s.repeat.bytes),
    repeatRequests: mid((s) => s.repeat.requests),
    repeatCached: mid((s) => s.repeat.cached),
    // Where the first visit's bytes went (last run), largest first: what to cut.
    heaviest: samples
      .at(-1)
      .first.responses.sort((a, b) => b.bytes - a.bytes)
      .slice(0, 8)
      .map((r) => ({ path: new URL(r.url).pathname + new URL(r.url).search, bytes: r.bytes })),
    runs: samples.map(({ first, repeat }) => ({
      usableMs: first.usableMs,
      bytes: first.bytes,
      requests: first.requests,
      repeatUsableMs: repeat.usableMs,
      repeatBytes: repeat.bytes,
      repeatRequests: repeat.requests,
    })),
  };
}

async function coldAndWarm(browser, baseURL, page, cookies, slow) {
  const context = await browser.newContext(PHONE);
  try {
    if (page.signedIn) await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: baseURL })));
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    if (slow) await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    const wire = trackWire(cdp);
    const first = await visit(tab, wire, baseURL, page, slow);
    // Leave the page first: the repeat is a new document served from the HTTP cache, not a reload.
    await tab.goto('about:blank');
    const repeat = await visit(tab, wire, baseURL, page, slow);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

/** One navigation: ms from navigation start to `ready` visible, then the wire's totals once idle. */
async function visit(tab, wire, baseURL, page, slow) {
  const timeout = slow ? SLOW_TIMEOUT_MS : FAST_TIMEOUT_MS;
  wire.reset();
  await tab.goto(baseURL + page.path, { waitUntil: 'commit', timeout });
  // Timed in the page at every animation frame: a locator's waitFor polls only every 500 ms
  // after its first tries. performance.now() counts from this document's navigation start.
  const shownMs = await tab
    .waitForFunction(shownAt, page.shown, { polling: 'raf', timeout })
    .then((found) => found.jsonValue())
    .catch(() => {
      throw new Error(`${page.readyLabel} not visible after ${timeout / 1000} s (at ${new URL(tab.url()).pathname})`);
    });
  // What the page showed must be what a member looks for, by role and name.
  if (!(await page.ready(tab).isVisible())) throw new Error(`${page.readyLabel}: the element found is not the one a member would find`);
  await wire.idle(timeout);
  const where = new URL(tab.url()).pathname;
  if (where !== page.path) throw new Error(`ended on ${where}, not ${page.path} (signed out?)`);
  const totals = wire.totals();
  if (totals.failed.length) throw new Error(`requests failed: ${totals.failed.join(', ')}`);
  // Signed out, GET /api/v1/session answers 401 by design; any other error status means the
  // page showed an error or a half-empty screen.
  const refused = totals.responses.filter((r) => r.status >= 400 && !(r.status === 401 && !page.signedIn));
  if (refused.length) throw new Error(`answered ${refused.map((r) => `${r.status} ${new URL(r.url).pathname}`).join(', ')}`);
  return { usableMs: Math.round(shownMs), ...totals };
}

/** In the page: performance.now() once an element matching { css, text } is rendered (in the layout), else false. */
function shownAt({ css, text }) {
  const match = text ? new RegExp(text, 'i') : null;
  const rendered = (el) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 0;
  const found = [...document.querySelectorAll(css)].some((el) => (!match || match.test(el.textContent.trim())) && rendered(el));
  return found ? performance.now() : false;
}
