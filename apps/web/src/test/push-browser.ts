import { vi } from 'vitest';

/**
 * A browser that can take pushes, for tests (happy-dom has no service workers, push or
 * notifications): Notification, PushManager and navigator.serviceWorker with a push manager
 * that makes subscriptions. Undo it with the returned `restore` (vi.unstubAllGlobals covers
 * the globals; navigator.serviceWorker is a property of navigator).
 */

export interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  unsubscribe: ReturnType<typeof vi.fn>;
}

/** Base64url of 65 and 16 bytes, as a real subscription's keys are. */
export const P256DH = 'B' + 'A'.repeat(86);
export const AUTH = 'A'.repeat(22);

export function fakeSubscription(endpoint: string, key: ArrayBuffer | null = null): FakeSubscription {
  return {
    endpoint,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } }),
    unsubscribe: vi.fn(async () => true),
  };
}

interface Options {
  permission?: NotificationPermission;
  /** What the prompt answers. */
  answer?: NotificationPermission;
  subscription?: FakeSubscription | null;
  /** Whether a worker is registered already (getRegistration finds it). */
  registered?: boolean;
  /** The endpoint the push service hands out on subscribe. */
  endpoint?: string;
  /** Makes pushManager.subscribe fail with this message. */
  subscribeError?: string;
}

export function fakePushBrowser({
  permission = 'default',
  answer = 'granted',
  subscription = null,
  registered = subscription !== null,
  endpoint = 'https://push.example/this-browser',
  subscribeError,
}: Options = {}) {
  const state = { permission, subscription, registered };
  const calls: string[] = [];
  /** Unsubscribing removes the subscription from the browser, as it does. */
  const track = (sub: FakeSubscription) => {
    sub.unsubscribe.mockImplementation(async () => {
      calls.push('unsubscribe');
      if (state.subscription === sub) state.subscription = null;
      return true;
    });
    return sub;
  };
  const pushManager = {
    getSubscription: vi.fn(async () => state.subscription),
    subscribe: vi.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      calls.push('subscribe');
      if (subscribeError) throw new DOMException(subscribeError, 'AbortError');
      const sub = track(fakeSubscription(endpoint, options.applicationServerKey.slice().buffer));
      state.subscription = sub;
      return sub;
    }),
  };
  if (state.subscription) track(state.subscription);
  const registration = { scope: `${window.location.origin}/`, pushManager };
  const serviceWorker = {
    register: vi.fn(async () => {
      calls.push('register');
      state.registered = true;
      return registration;
    }),
    getRegistration: vi.fn(async () => (state.registered ? registration : undefined)),
    get ready() {
      return Promise.resolve(registration);
    },
  };
  const notification = {
    get permission() {
      return state.permission;
    },
    requestPermission: vi.fn(async () => {
      calls.push('requestPermission');
      state.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class PushManager {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  return {
    state,
    calls,
    pushManager,
    serviceWorker,
    notification,
    restore: () => {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    },
  };
}
