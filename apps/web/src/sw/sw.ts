/// <reference lib="webworker" />
// SkillLink's service worker (issue 28 §1, ADR 070; Web Push since issue 25, ADR 066). Built from
// this file by vite-plugin-pwa (Workbox's injectManifest) into /sw.js, which the server sends
// with `max-age=0, must-revalidate`, so each deploy is found at the next visit.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { ASSETS_CACHE, PAGES_CACHE } from '../lib/offline-caches';
import { isAppPage, planFor } from './cache-rules';
import { handlePushes } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The shell: the entry's scripts and styles, the icons and the offline page, fetched at install.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Each route's chunk (and anything else under /assets/, all hashed): kept the first time it is
// used, and from then on read from here — a new deploy brings new names.
registerRoute(
  ({ request }) => planFor(request, self.location.origin) === 'asset',
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] }),
);

/** Any stored page of the app: they are all the same app, which then routes to the address. */
async function anyAppPage(cache: Cache): Promise<Response | undefined> {
  const keys = await cache.keys();
  const key = keys.find((k) => isAppPage(new URL(k.url).pathname));
  return key ? cache.match(key) : undefined;
}

// Pages: the network first, however slow (a stale copy could be a sign-in form or a page that
// answers a form); an app page that loaded is kept. Offline, the last copy of this page, else of
// any app page (the same app, which then routes to the address), else the offline page.
registerRoute(
  ({ request }) => planFor(request, self.location.origin) === 'page',
  async ({ request }) => {
    const cache = await caches.open(PAGES_CACHE);
    const url = new URL(request.url);
    try {
      const fresh = await fetch(request);
      if (fresh.ok && isAppPage(url.pathname)) await cache.put(request, fresh.clone());
      return fresh;
    } catch {
      const kept = isAppPage(url.pathname)
        ? ((await cache.match(request, { ignoreSearch: true })) ?? (await anyAppPage(cache)))
        : undefined;
      return kept ?? (await matchPrecache('/offline.html')) ?? Response.error();
    }
  },
);

// A new version waits until the member chooses "Reload" (the app sends SKIP_WAITING), so a page
// never runs with scripts of two versions.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes the open tabs at once, so their next route chunks are kept.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

handlePushes(self);
