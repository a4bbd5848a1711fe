// A repeat visit to the dashboard with the app's service worker warm (issue 28): the shell and
// the route chunks come from the worker's cache, so what crosses a 100 kbit/s line is the page
// itself (the worker answers an app page from its kept copy and refreshes it behind, sw.ts) and
// the API.
//
// The worker's own fetches happen in its target, not the page's: Network.emulateNetworkConditions
// on the page does not slow them, and the page's Network events only say "from the service
// worker". So the worker's target gets its own DevTools session (through the browser's session,
// Target.sendMessageToTarget: Playwright's CDP sessions only open on pages), with the same
// throttling and the same byte count. Bytes = CDP's encodedDataLength (headers included) of
// every request that went to the network until it is quiet for QUIET_MS: the page's own (the API, not answered by the worker)
// plus the worker's (the HTML); what the worker answered from its cache costs nothing.
import { SLOW_NETWORK, PHONE } from './page-loads.mjs';

const TIMEOUT_MS = 60_000;
/**
 * A visit ends once no request was in flight for this long: longer than the web section's
 * 500 ms, so what a page fetches on a short timer (Connections warms its dialogs' chunks after
 * 1 s) counts in every visit, not only in the slower ones.
 */
export const QUIET_MS = 2500;
/** Pages the member opens before the measured visit, so the worker keeps their chunks and the app their data (a normal first session). */
const WARM_PATHS = ['/app/dashboard', '/app/messages', '/app/connections', '/app/courses', '/app/dashboard'];
/** "Usable": the page's h1 and its first stat card (the dashboard's first cards; stat-cards.tsx) in the layout. */
export const DASHBOARD_USABLE = { h1: 'Dashboard', css: 'ul[aria-label="Your numbers"] > li' };

/** In the page: performance.now() once the h1 named `h1` and an element matching `css` are rendered, else false. */
export function usableAt({ h1, css }) {
  const rendered = (el) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 0;
  const heading = [...document.querySelectorAll('h1')].some((el) => el.textContent.trim() === h1 && rendered(el));
  return heading && [...document.querySelectorAll(css)].some(rendered) ? performance.now() : false;
}

/** In the page: whether the worker keeps this page and every script and style it loaded from /assets/. */
async function everythingKept() {
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
  const kept = await Promise.all([...assets, new URL(location.href)].map(async (url) => Boolean(await caches.match(url.pathname))));
  return kept.every(Boolean);
}

/**
 * In the page: whether the member's data kept for reading offline (IndexedDB `sl-offline`,
 * apps/web/src/app/offline-persistence.ts) holds the page's area. The app writes it at most every
 * 2 s, so a session that leaves each page sooner would keep nothing: a member reads a page longer.
 */
async function dataKept(area) {
  const db = await new Promise((resolve) => {
    const open = indexedDB.open('sl-offline');
    // Not made yet: opening must not make it (without the app's store, the app could not write).
    open.onupgradeneeded = () => open.transaction.abort();
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => resolve(null);
  });
  if (!db) return false;
  try {
    if (!db.objectStoreNames.contains('kv')) return false;
    const text = await new Promise((resolve) => {
      const get = db.transaction('kv').objectStore('kv').get('queries');
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => resolve(undefined);
    });
    return JSON.parse(text ?? 'null')?.clientState.queries.some((q) => q.queryKey[0] === area) ?? false;
  } finally {
    db.close();
  }
}

/**
 * Resolves once `check(arg)`, an async function run in the page, resolves true; throws after
 * TIMEOUT_MS. (waitForFunction takes the promise an async function returns as truthy at once.)
 */
async function until(tab, check, arg) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (!(await tab.evaluate(check, arg))) {
    if (Date.now() > deadline) throw new Error(`${check.name} still false after ${TIMEOUT_MS} ms on ${tab.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Every request of a CDP session (Network enabled) since `reset()`: { url, status, bytes, worker
 * (answered by the service worker), cache (the HTTP cache), failed, done }. `idle()` waits for
 * 500 ms without a request in flight.
 */
export function trackRequests(session) {
  let requests = new Map();
  let lastChange = Date.now();
  const entry = (id) =>
    requests.get(id) ?? requests.set(id, { url: '', status: 0, bytes: 0, worker: false, cache: false, failed: '', done: false }).get(id);
  const touch = () => (lastChange = Date.now());
  session.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    Object.assign(entry(e.requestId), { url: e.request.url, type: e.type, start: e.timestamp });
    touch();
  });
  session.on('Network.requestServedFromCache', (e) => (entry(e.requestId).cache = true));
  session.on('Network.responseReceived', (e) => {
    const r = entry(e.requestId);
    r.status = e.response.status;
    r.worker = Boolean(e.response.fromServiceWorker);
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) r.cache = true;
  });
  session.on('Network.loadingFinished', (e) => {
    if (!requests.has(e.requestId)) return;
    Object.assign(entry(e.requestId), { bytes: e.encodedDataLength, end: e.timestamp, done: true });
    touch();
  });
  session.on('Network.loadingFailed', (e) => {
    if (!requests.has(e.requestId)) return;
    Object.assign(entry(e.requestId), { failed: e.canceled ? '' : e.errorText || 'failed', end: e.timestamp, done: true });
    touch();
  });
  return {
    reset() {
      requests = new Map();
      touch();
    },
    all: () => [...requests.values()],
    async idle(timeoutMs, quietMs = 500) {
      const deadline = Date.now() + timeoutMs;
      while ([...requests.values()].some((r) => !r.done) || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          const busy = [...requests.values()].filter((r) => !r.done).map((r) => r.url);
          throw new Error(`network still busy after ${timeoutMs / 1000} s: ${busy.join(', ') || 'requests kept finishing'}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * A DevTools session on the service worker's target, opened through the browser session
 * (non-flat mode): `send(method, params)` and `on(event, handler)` like a CDPSession.
 */
async function workerSession(browserCdp, scriptURL) {
  const { targetInfos } = await browserCdp.send('Target.getTargets');
  const target = targetInfos.find((t) => t.type === 'service_worker' && t.url === scriptURL);
  if (!target) throw new Error(`no service worker target for ${scriptURL}`);
  const { sessionId } = await browserCdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
  let nextId = 1;
  const pending = new Map();
  const handlers = new Map();
  browserCdp.on('Target.receivedMessageFromTarget', (e) => {
    if (e.sessionId !== sessionId) return;
    const message = JSON.parse(e.message);
    if (message.id && pending.has(message.id)) {
      const { resolve, reject } = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) reject(new Error(`${message.error.message} (${message.error.code})`));
      else resolve(message.result);
    } else if (message.method) for (const handler of handlers.get(message.method) ?? []) handler(message.params);
  });
  return {
    send(method, params = {}) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        browserCdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
      });
    },
    on(event, handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    detach: () => browserCdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined),
  };
}

/**
 * { usableMs, bytes, requests, fromWorker, fromCache, keptBefore, connection, saverOn, items: [{ path, bytes, by, fromMs, toMs }] } of one repeat visit to
 * /app/dashboard on the slow line after a first session with the service worker allowed; throws
 * when the page does not become usable, a request fails or the app answers an error.
 */
export async function warmWorkerRepeat(browser, baseURL, cookies) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  const browserCdp = await browser.newBrowserCDPSession();
  let worker;
  try {
    await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: baseURL })));
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    const pageWire = trackRequests(cdp);
    // The first session, fast: the worker installs, takes the tab and keeps each page's chunks.
    for (const path of WARM_PATHS) {
      await tab.goto(baseURL + path, { timeout: TIMEOUT_MS });
      const shown = path === '/app/dashboard' ? usableAt : () => [...document.querySelectorAll('h1')].some((h) => h.textContent.trim());
      await tab.waitForFunction(shown, DASHBOARD_USABLE, { timeout: TIMEOUT_MS });
      await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: TIMEOUT_MS });
      await until(tab, everythingKept);
      await until(tab, dataKept, path.split('/')[2]);
    }
    const scriptURL = await tab.evaluate(async () => (await navigator.serviceWorker.ready).active.scriptURL);
    const kept = await tab.evaluate(async () => {
      let n = 0;
      for (const name of await caches.keys()) n += (await (await caches.open(name)).keys()).length;
      return n;
    });
    await tab.goto('about:blank');

    worker = await workerSession(browserCdp, scriptURL);
    await worker.send('Network.enable');
    await worker.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    const workerWire = trackRequests(worker);
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    pageWire.reset();
    workerWire.reset();

    await tab.goto(baseURL + '/app/dashboard', { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const usableMs = await tab
      .waitForFunction(usableAt, DASHBOARD_USABLE, { polling: 'raf', timeout: TIMEOUT_MS })
      .then((found) => found.jsonValue());
    await Promise.all([pageWire.idle(TIMEOUT_MS, QUIET_MS), workerWire.idle(TIMEOUT_MS, QUIET_MS)]);
    if (new URL(tab.url()).pathname !== '/app/dashboard') throw new Error(`ended on ${new URL(tab.url()).pathname} (signed out?)`);
    // On the emulated line Chromium says effectiveType 3g, which turns data saver on by default (lib/data-saver.ts).
    const connection = await tab.evaluate(() => navigator.connection?.effectiveType ?? 'n/a');
    const saverOn = await tab.getByRole('button', { name: 'Show photos' }).isVisible();
    const page = pageWire.all();
    // On the wire: the page's requests the worker did not answer (and the HTTP cache did not), and all the worker's.
    const onWire = [...page.filter((r) => !r.worker && !r.cache), ...workerWire.all().filter((r) => !r.cache)];
    const failed = [...page, ...onWire].filter((r) => r.failed);
    if (failed.length) throw new Error(`requests failed: ${failed.map((r) => `${r.failed} ${r.url}`).join(', ')}`);
    const refused = onWire.filter((r) => r.status >= 400);
    if (refused.length) throw new Error(`answered ${refused.map((r) => `${r.status} ${new URL(r.url).pathname}`).join(', ')}`);
    const where = (r) => new URL(r.url).pathname + new URL(r.url).search;
    const workerTarget = new Set(workerWire.all());
    // CDP timestamps (seconds, one monotonic clock for every target) → ms after the navigation's start.
    const navigation = page.find((r) => r.type === 'Document')?.start ?? Math.min(...onWire.map((r) => r.start));
    const ms = (t) => Math.round((t - navigation) * 1000);
    return {
      usableMs: Math.round(usableMs),
      bytes: onWire.reduce((n, r) => n + r.bytes, 0),
      requests: onWire.length,
      fromWorker: page.filter((r) => r.worker).length,
      fromCache: page.filter((r) => r.cache).length,
      keptBefore: kept,
      connection,
      saverOn,
      items: onWire
        .map((r) => ({ path: where(r), bytes: r.bytes, by: workerTarget.has(r) ? 'worker' : 'page', fromMs: ms(r.start), toMs: ms(r.end) }))
        .sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    await worker?.detach();
    await browserCdp.detach().catch(() => undefined);
    await context.close();
  }
}
