// Issue 28's data saver budget: with it on, a page's first visit carries at most half the bytes
// it carries without. A first visit = a fresh context (cold HTTP cache, no service worker), the
// demo member signed in, every request until the network is idle for 2.5 s, bytes = CDP's
// encodedDataLength (headers included).
import { PHONE } from './page-loads.mjs';
import { DASHBOARD_USABLE, QUIET_MS, usableAt } from './slow-links-worker.mjs';
import { trackWire } from './wire.mjs';

const TIMEOUT_MS = 60_000;
/** apps/web/src/lib/data-saver.ts keeps the member's choice under this localStorage key. */
const SAVER_KEY = 'sl-data-saver';
/** … and tells the server by this cookie (lib/data-saver.ts `tellServer`). */
const SAVER_COOKIE = 'sl_data_saver';

/**
 * How data saver is on (or not):
 * - `off`: the member turned it off (stored), the browser says nothing;
 * - `setting`: the member turned it on in Settings: stored on this device, and the app's
 *   `sl_data_saver=on` cookie that tells the server (set with the choice, kept a year), so its
 *   pages preload no full-size API answer (ADR 074);
 * - `browser`: nothing stored, the browser's own data saver is on: it sends `Save-Data: on` with
 *   every request and says `navigator.connection.saveData` (emulated: headless Chromium has no
 *   such switch), which turns the app's on by default.
 */
export const SAVER_MODES = ['off', 'setting', 'browser'];

export const SAVER_PAGES = [
  { path: '/app/dashboard', ready: DASHBOARD_USABLE },
  { path: '/app/connections', ready: { h1: 'Connections', css: 'h1' } },
];

/** { bytes, requests, items: [{ path, bytes }] (largest first) } of one first visit. */
export async function saverFirstVisit(browser, baseURL, cookies, page, mode) {
  const context = await browser.newContext({
    ...PHONE,
    serviceWorkers: 'block',
    ...(mode === 'browser' ? { extraHTTPHeaders: { 'save-data': 'on' } } : {}),
  });
  try {
    const saverCookie = mode === 'setting' ? [[SAVER_COOKIE, 'on']] : [];
    await context.addCookies([...cookies, ...saverCookie].map(([name, value]) => ({ name, value, url: baseURL })));
    await context.addInitScript(
      ({ key, mode }) => {
        if (mode === 'browser') {
          Object.defineProperty(Object.getPrototypeOf(navigator.connection), 'saveData', { get: () => true, configurable: true });
        } else localStorage.setItem(key, mode === 'setting' ? 'on' : 'off');
      },
      { key: SAVER_KEY, mode },
    );
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    const wire = trackWire(cdp);
    await tab.goto(baseURL + page.path, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await tab.waitForFunction(usableAt, page.ready, { timeout: TIMEOUT_MS });
    await wire.idle(TIMEOUT_MS, QUIET_MS);
    const where = new URL(tab.url()).pathname;
    if (where !== page.path) throw new Error(`ended on ${where}, not ${page.path} (signed out?)`);
    // The app says photos wait ("Show photos", app/layouts/data-saver-bar.tsx) exactly when data saver is on.
    const on = await tab.getByRole('button', { name: 'Show photos' }).isVisible();
    if (on !== (mode !== 'off'))
      throw new Error(`data saver is ${on ? 'on' : 'off'} in the app, expected ${mode === 'off' ? 'off' : 'on'}`);
    const totals = wire.totals();
    if (totals.failed.length) throw new Error(`requests failed: ${totals.failed.join(', ')}`);
    const refused = totals.responses.filter((r) => r.status >= 400);
    if (refused.length) throw new Error(`answered ${refused.map((r) => `${r.status} ${new URL(r.url).pathname}`).join(', ')}`);
    return {
      bytes: totals.bytes,
      requests: totals.requests,
      items: totals.responses
        .map((r) => ({ path: new URL(r.url).pathname + new URL(r.url).search, bytes: r.bytes }))
        .sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    await context.close();
  }
}
