/**
 * This browser's side of Web Push (issue 25 §4, ADR 066): can it, may it, is it subscribed, and
 * subscribing with the server's VAPID key. No React; the settings page's push card calls it.
 * The service worker that shows the pushes is built from src/sw/sw.ts (push.ts; ADR 070).
 */

export type PushSupport = 'supported' | 'unsupported' | 'ios-needs-install';

/** Why subscribe() gave up: the member said no, closed the prompt, or the browser failed. */
export class PushDeviceError extends Error {
  readonly reason: 'denied' | 'dismissed' | 'failed';

  constructor(reason: 'denied' | 'dismissed' | 'failed', message: string) {
    super(message);
    this.name = 'PushDeviceError';
    this.reason = reason;
  }
}

const WORKER_URL = '/sw.js';
const SCOPE = '/';

function isIos(): boolean {
  // iPadOS reports itself as a Mac; a Mac has no touch screen.
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
}

function isStandalone(): boolean {
  const legacy = (navigator as Navigator & { standalone?: boolean }).standalone;
  return legacy === true || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

/**
 * Whether this browser can take pushes. iOS and iPadOS (16.4 and later) can only in a web app
 * added to the Home Screen: in a Safari tab the push APIs are missing, and the member needs to
 * know what to do rather than read "unsupported".
 */
export function pushSupport(): PushSupport {
  if ('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return 'supported';
  if (isIos() && !isStandalone()) return 'ios-needs-install';
  return 'unsupported';
}

/** What the member told this browser about SkillLink's notifications ('default': not asked yet). */
export function permission(): NotificationPermission {
  return 'Notification' in window ? Notification.permission : 'default';
}

/** This browser's push subscription for the app, or null when it has none (or no worker yet). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return registration ? registration.pushManager.getSubscription() : null;
}

/** base64url (with or without padding) → bytes, as pushManager.subscribe wants the VAPID key. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer, b: Uint8Array): boolean {
  const left = new Uint8Array(a);
  return left.length === b.length && left.every((byte, i) => byte === b[i]);
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/**
 * Asks for permission, then subscribes this browser with the server's key. The only place the
 * permission prompt is shown: call it from the member's press on a button. Permission is asked
 * first, while the press still counts as their gesture (Safari and Firefox require one), so the
 * key may still be on its way: pass its promise.
 *
 * A subscription made with another key (the server's key was replaced) is dropped and made
 * again: pushes signed with the new key would be refused for it.
 */
export async function subscribe(publicKey: string | Promise<string>): Promise<PushSubscription> {
  const key = Promise.resolve(publicKey);
  // Awaited below; until then a failure must not be reported as unhandled.
  key.catch(() => undefined);
  const answer = await Notification.requestPermission();
  if (answer === 'denied') throw new PushDeviceError('denied', 'Notifications are blocked');
  if (answer !== 'granted') throw new PushDeviceError('dismissed', 'The permission prompt was closed');
  const publicKeyText = await key;
  try {
    const applicationServerKey = base64UrlToBytes(publicKeyText);
    // The worker's own file is always fetched fresh when the browser checks for updates.
    await navigator.serviceWorker.register(WORKER_URL, { scope: SCOPE, updateViaCache: 'none' });
    const registration = await navigator.serviceWorker.ready;
    const existing = await registration.pushManager.getSubscription();
    if (existing) {
      const previousKey = existing.options.applicationServerKey;
      // A browser that does not say which key it used keeps its subscription.
      if (!previousKey || sameBytes(previousKey, applicationServerKey)) return existing;
      await existing.unsubscribe();
    }
    return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  } catch (error) {
    throw new PushDeviceError('failed', messageOf(error));
  }
}

/** Ends this browser's subscription, if it has one; the push service forgets it. */
export async function unsubscribe(): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription) await subscription.unsubscribe();
}
