/// <reference lib="webworker" />
// Web Push in the service worker (issue 25 §4, ADR 066): shows the server's notification and
// opens the app where it points when clicked.

/** Where a notification without a usable address of its own takes the member. */
const FALLBACK_PATH = '/app/notifications';

/**
 * For a push without a payload or with one that cannot be read. The server always sends a
 * worded payload in the reader's language, so this should never show; it is English only.
 */
const GENERIC = { title: 'SkillLink', body: 'You have a new notification', path: FALLBACK_PATH, tag: 'skilllink' as string | undefined };

/** The app's logo, 192 px (notifications on Android and Windows want a raster image). */
const ICON = '/notification-icon.png';

/**
 * A path in this app, or the notifications page. Only "/…" (not "//…", which is another host)
 * that still resolves to this origin is kept: the payload comes from our server, but a
 * notification must never become a way to send someone elsewhere.
 */
export function appPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return FALLBACK_PATH;
  try {
    // "/\evil.example" and paths with tabs or newlines resolve elsewhere: check where it lands.
    const resolved = new URL(url, origin);
    if (resolved.origin !== origin) return FALLBACK_PATH;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return FALLBACK_PATH;
  }
}

/** The push's payload (PushPayload in packages/contracts/src/web-push.ts), or the generic one. */
export function readPayload(data: { json(): unknown } | null, origin: string): typeof GENERIC {
  let payload: Record<string, unknown> | null;
  try {
    payload = data ? (data.json() as Record<string, unknown> | null) : null;
  } catch {
    return GENERIC;
  }
  if (!payload || typeof payload !== 'object' || typeof payload.title !== 'string' || payload.title === '') return GENERIC;
  return {
    title: payload.title,
    body: typeof payload.body === 'string' ? payload.body : '',
    path: appPath(payload.url, origin),
    tag: typeof payload.tag === 'string' && payload.tag !== '' ? payload.tag : undefined,
  };
}

/**
 * Brings the app to `path`: in a window of the app already open (focused, then navigated
 * there), else in a new one. navigate() rejects for a window this worker does not control
 * (opened before it was installed, or a hard reload): then a new window opens.
 */
async function openApp(worker: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const url = new URL(path, worker.location.origin).href;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
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
  await worker.clients.openWindow(url);
}

export function handlePushes(worker: ServiceWorkerGlobalScope): void {
  // The browser requires every push to show a notification (userVisibleOnly): always show one.
  worker.addEventListener('push', (event) => {
    const { title, body, path, tag } = readPayload(event.data, worker.location.origin);
    event.waitUntil(
      worker.registration.showNotification(title, {
        body,
        icon: ICON,
        // The same tag replaces the older notification (a renewed unread count) without
        // sounding or vibrating again.
        tag,
        renotify: false,
        data: { url: path },
      } as NotificationOptions),
    );
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openApp(worker, appPath(data?.url, worker.location.origin)));
  });
}
