// Tap-to-paint between pages already visited (issue 21): how long a sidebar tap takes to show
// the next page's heading on a phone-class CPU (4× slowdown through CDP, network not
// throttled). Every page is opened once first, so its code and data are in memory and the
// number is the app's own work: routing, rendering, committing.
import { median } from './stats.mjs';
import { trackWire } from './wire.mjs';

/** The sidebar shows from 768 px (app-layout.tsx); below it lives in a drawer. */
const VIEWPORT = { width: 1280, height: 720 };
const CPU_SLOWDOWN = 4;
const TAPS = 5;
const TIMEOUT_MS = 30_000;
/** Sidebar entries: the link's accessible name (Messages carries an unread count) and the page's h1. */
const STOPS = {
  dashboard: { path: '/app/dashboard', link: /^dashboard$/i, heading: 'Dashboard' },
  courses: { path: '/app/courses', link: /^courses$/i, heading: 'Courses' },
  connections: { path: '/app/connections', link: /^connections$/i, heading: 'Connections' },
  messages: { path: '/app/messages', link: /^messages/i, heading: 'Messages' },
};
/** The moves measured, in the order a member might make them; Messages → Dashboard closes the loop unmeasured. */
export const MOVES = [
  ['dashboard', 'courses'],
  ['courses', 'connections'],
  ['connections', 'messages'],
];

/**
 * { moves: [{ from, to, medianMs, samples, nextPaintMs }] } or { error }. nextPaintMs is the
 * median of the browser's own Event Timing duration for the same taps (input → the frame
 * presented after the handlers, what INP measures): it includes the input's queueing and that
 * frame's layout and paint, which the h1 probe's animation frame comes before.
 */
export async function measureTaps(browser, baseURL, cookies) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: baseURL })));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const wire = trackWire(cdp);
    await page.goto(baseURL + STOPS.dashboard.path, { timeout: TIMEOUT_MS });
    await waitForHeading(page, STOPS.dashboard);
    await quiet(page, wire);
    // Visit every page once (unmeasured), ending where the measured loop starts.
    for (const key of ['courses', 'connections', 'messages', 'dashboard']) await tap(page, wire, STOPS[key]);
    const taps = Object.fromEntries(MOVES.map(([from, to]) => [`${from}→${to}`, []]));
    for (let round = 0; round < TAPS; round++) {
      for (const [from, to] of MOVES) taps[`${from}→${to}`].push(await tap(page, wire, STOPS[to]));
      await tap(page, wire, STOPS.dashboard);
    }
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      moves: MOVES.map(([from, to]) => {
        const measured = taps[`${from}→${to}`];
        const samples = measured.map((t) => t.ms);
        return { from, to, medianMs: median(samples), samples, nextPaintMs: median(measured.map((t) => t.nextPaintMs)) };
      }),
    };
  } catch (error) {
    return { error: error.message.split('\n')[0] };
  } finally {
    await context.close();
  }
}

/** Taps the sidebar link to `stop`: { ms from the tap to the frame that shows its h1, nextPaintMs }. */
async function tap(page, wire, stop) {
  await page.evaluate(installProbe, { heading: stop.heading, timeoutMs: TIMEOUT_MS });
  const nav = page.getByRole('navigation', { name: /^main navigation$/i });
  await nav.getByRole('link', { name: stop.link }).click({ timeout: TIMEOUT_MS });
  const ms = Math.round(await page.evaluate(() => window.__benchTap));
  const where = new URL(page.url()).pathname;
  if (where !== stop.path) throw new Error(`tapped ${stop.heading}, landed on ${where}`);
  await quiet(page, wire);
  // Event Timing entries arrive after the frame is presented; by now (network and main thread idle) they have.
  const nextPaintMs = await page.evaluate(() => (window.__benchEvents.length ? Math.max(...window.__benchEvents) : null));
  return { ms, nextPaintMs };
}

async function waitForHeading(page, stop) {
  await page
    .getByRole('heading', { level: 1, name: stop.heading, exact: true })
    .waitFor({ state: 'visible', timeout: TIMEOUT_MS })
    .catch(() => {
      throw new Error(`the h1 "${stop.heading}" not visible after ${TIMEOUT_MS / 1000} s (at ${new URL(page.url()).pathname})`);
    });
}

/** The next tap starts on a page that has finished loading and rendering, as a member's would. */
async function quiet(page, wire) {
  await wire.idle(TIMEOUT_MS);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
}

/**
 * Runs in the page before the tap. A capture-phase pointerdown listener notes the tap's
 * time; a MutationObserver watches for an h1 with the destination's text that is rendered
 * (in the layout: a visually hidden h1 counts, as for a screen reader); the first animation
 * frame after that is when the member sees the new page. window.__benchTap resolves to the ms
 * between the two.
 */
function installProbe({ heading, timeoutMs }) {
  const shown = (el) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 0;
  const arrived = () => [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === heading && shown(h));
  // The browser's own view of the same tap (Event Timing reports interactions of 16 ms or more).
  window.__benchEventObserver?.disconnect();
  window.__benchEvents = [];
  window.__benchEventObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__benchEvents.push(e.duration);
  });
  window.__benchEventObserver.observe({ type: 'event', durationThreshold: 16 });
  window.__benchTap = new Promise((resolve, reject) => {
    let tappedAt = null;
    addEventListener('pointerdown', () => (tappedAt ??= performance.now()), { capture: true, once: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`no h1 "${heading}" shown ${timeoutMs / 1000} s after the tap`));
    }, timeoutMs);
    const observer = new MutationObserver(() => {
      if (tappedAt === null || !arrived()) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => resolve(performance.now() - tappedAt));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}
