// What a page puts on the wire, counted from Chromium's DevTools protocol rather than from
// Playwright's response events: Network.loadingFinished's encodedDataLength is what the socket
// carried for a request (headers included, after compression), the number a slow phone pays
// for, and cache hits show up as such instead of disappearing.

/**
 * Watches one page's CDP session (Network must be enabled). `reset()` starts a new count;
 * `idle()` waits for the network to go quiet; `totals()` says what was carried since the reset.
 */
export function trackWire(cdp) {
  let requests = new Map(); // requestId → { url, status, bytes, cached, failed }
  const inFlight = new Set();
  let lastChange = Date.now();
  const entry = (id) => requests.get(id) ?? requests.set(id, { url: '', status: 0, bytes: 0, cached: false, failed: '' }).get(id);
  const settle = (id) => {
    inFlight.delete(id);
    lastChange = Date.now();
  };

  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return; // inline, nothing on the wire
    entry(e.requestId).url = e.request.url;
    inFlight.add(e.requestId);
    lastChange = Date.now();
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    entry(e.requestId).cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = entry(e.requestId);
    r.status = e.response.status;
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) r.cached = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (!requests.has(e.requestId)) return;
    entry(e.requestId).bytes = e.encodedDataLength;
    settle(e.requestId);
  });
  cdp.on('Network.loadingFailed', (e) => {
    if (!requests.has(e.requestId)) return;
    // A fetch the app aborted on purpose (a query cancelled by a navigation) is not a failure.
    if (!e.canceled) entry(e.requestId).failed = e.errorText || 'failed';
    settle(e.requestId);
  });

  return {
    reset() {
      requests = new Map();
      inFlight.clear();
      lastChange = Date.now();
    },
    /** Resolves once no request has been in flight for quietMs (Playwright's networkidle uses 500 ms). */
    async idle(timeoutMs, quietMs = 500) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`network still busy after ${timeoutMs / 1000} s (${inFlight.size} in flight)`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /**
     * { bytes, requests (over the network), cached (served from the HTTP cache), failed,
     * responses: [{ url, status, bytes }] } since the last reset.
     */
    totals() {
      const all = [...requests.values()];
      const onWire = all.filter((r) => !r.cached);
      return {
        bytes: onWire.reduce((n, r) => n + r.bytes, 0),
        requests: onWire.length,
        cached: all.length - onWire.length,
        failed: all.filter((r) => r.failed).map((r) => `${r.failed} ${r.url}`),
        responses: onWire.map(({ url, status, bytes }) => ({ url, status, bytes })),
      };
    },
  };
}
