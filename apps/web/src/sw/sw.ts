/// <reference lib="webworker" />
// SkillLink's service worker (issue 28 §1, ADR 070; Web Push since issue 25, ADR 066). Built from
// this file by vite-plugin-pwa (Workbox's injectManifest) into /sw.js, which the server sends
// with `max-age=0, must-revalidate`, so each deploy is found at the next visit.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { createPartialResponse } from 'workbox-range-requests';
import { ASSETS_CACHE, LESSONS_CACHE, PAGES_CACHE } from '../lib/offline-caches';
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

// Pages. An app page (/app/…, the same shell for every member and address) is answered from its
// kept copy at once and refreshed behind it, so a repeat visit on a slow line starts without a
// round trip (issue 28's budget); the kept data then shows while the app asks again. Any other
// page goes to the network first, however slow (a stale copy could be a sign-in form or a page
// that answers a form). Offline: the last copy of this page, else of any app page (the same
// app, which then routes to the address), else the offline page.
registerRoute(
  ({ request }) => planFor(request, self.location.origin) === 'page',
  async ({ request, event }) => {
    const cache = await caches.open(PAGES_CACHE);
    const appPage = isAppPage(new URL(request.url).pathname);
    const network = fetch(request).then(async (fresh) => {
      if (fresh.ok && appPage) await cache.put(request, fresh.clone());
      return fresh;
    });
    const kept = appPage ? await cache.match(request, { ignoreSearch: true }) : undefined;
    if (kept) {
      (event as ExtendableEvent).waitUntil(network.catch(() => undefined));
      return kept;
    }
    try {
      return await network;
    } catch {
      return (appPage ? await anyAppPage(cache) : undefined) ?? (await matchPrecache('/offline.html')) ?? Response.error();
    }
  },
);

// Course media (video, captions, poster): a lesson the member saved for offline is answered from
// `sl-lessons` — a video asks for byte ranges, cut here from the kept file — at the same address
// as online (stored without the query). Anything else goes to the network and is not kept: saving
// is the member's choice (ADR 073).
registerRoute(
  ({ request }) => planFor(request, self.location.origin) === 'lesson-media',
  async ({ request }) => {
    const key = new URL(request.url);
    key.search = '';
    const kept = await (await caches.open(LESSONS_CACHE)).match(key.href);
    if (!kept) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
  },
);

// A new version waits until the member chooses "Reload" (the app sends SKIP_WAITING), so a page
// never runs with scripts of two versions.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A new version's kept pages would name the old version's files, which it no longer keeps:
// they go, and the next visit online keeps the new ones.
let replacing = false;
self.addEventListener('install', () => {
  replacing = Boolean(self.registration.active);
});

// The first install takes the open tabs at once, so their next route chunks are kept.
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([self.clients.claim(), replacing ? caches.delete(PAGES_CACHE) : undefined])),
);

handlePushes(self);
