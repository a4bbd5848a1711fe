/* global self */
/**
 * SkillLink's service worker (issue 25 §4, ADR 066): shows Web Push notifications and opens the
 * app where one points when it is clicked.
 *
 * A classic script (not a module: Safari and older Chromium register module workers only
 * recently), copied as is from apps/web/public to the build's root and served at /sw.js with
 * `cache-control: max-age=0, must-revalidate`, so the browser's update check finds a new one
 * after each deploy. Registered from the settings page (src/lib/push-device.ts), scope "/".
 *
 * No fetch handler on purpose: offline support is a later issue. Without one the browser does
 * not even start the worker for page loads and requests, which go to the network as before.
 */
'use strict';

/** Where a notification without a usable address of its own takes the member. */
const FALLBACK_PATH = '/app/notifications';

/**
 * For a push without a payload or with one that cannot be read. The server always sends a
 * worded payload in the reader's language, so this should never show; it is English only.
 */
const GENERIC = { title: 'SkillLink', body: 'You have a new notification', path: FALLBACK_PATH, tag: 'skilllink' };

/** The app's logo, 192 px (notifications on Android and Windows want a raster image). */
const ICON = '/notification-icon.png';

// A new version takes over at once: it only shows notifications, so there is no cache or
// half-finished work of the old one to keep consistent.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/**
 * A path in this app, or the notifications page. Only "/…" (not "//…", which is another host)
 * that still resolves to this origin is kept: the payload comes from our server, but a
 * notification must never become a way to send someone elsewhere.
 */
function appPath(url) {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return FALLBACK_PATH;
  try {
    // "/\evil.example" and paths with tabs or newlines resolve elsewhere: check where it lands.
    const resolved = new URL(url, self.location.origin);
    if (resolved.origin !== self.location.origin) return FALLBACK_PATH;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return FALLBACK_PATH;
  }
}

/** The push's payload (PushPayload in packages/contracts/src/web-push.ts), or the generic one. */
function readPayload(data) {
  let payload;
  try {
    payload = data ? data.json() : null;
  } catch {
    return GENERIC;
  }
  if (!payload || typeof payload !== 'object' || typeof payload.title !== 'string' || payload.title === '') return GENERIC;
  return {
    title: payload.title,
    body: typeof payload.body === 'string' ? payload.body : '',
    path: appPath(payload.url),
    tag: typeof payload.tag === 'string' && payload.tag !== '' ? payload.tag : undefined,
  };
}

// The browser requires every push to show a notification (userVisibleOnly): always show one.
self.addEventListener('push', (event) => {
  const { title, body, path, tag } = readPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      icon: ICON,
      // The same tag replaces the older notification (a renewed unread count) without
      // sounding or vibrating again.
      tag,
      renotify: false,
      data: { url: path },
    }),
  );
});

/**
 * Brings the app to `path`: in a window of the app already open (focused, then navigated
 * there), else in a new one. navigate() rejects for a window this worker does not control
 * (opened before it was installed, or a hard reload): then a new window opens.
 */
async function openApp(path) {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((w) => w.url === url) ?? windows.find((w) => w.focused) ?? windows[0];
  if (client) {
    try {
      // Focus first, while the click still counts as the member's gesture.
      const focused = await client.focus();
      if ((focused ?? client).url !== url) await (focused ?? client).navigate(url);
      return;
    } catch {
      // Fall through to a new window.
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data;
  event.waitUntil(openApp(appPath(data && data.url)));
});
