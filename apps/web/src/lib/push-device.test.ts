import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64UrlToBytes, currentSubscription, permission, PushDeviceError, pushSupport, subscribe, unsubscribe } from './push-device';
import { fakePushBrowser, fakeSubscription } from '../test/push-browser';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** A key of 65 bytes (0, 1, 2, …), and its base64url without padding. */
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => i);
const KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

function browser(options: Parameters<typeof fakePushBrowser>[0] = {}) {
  const fake = fakePushBrowser(options);
  restore = fake.restore;
  return fake;
}

function standalone(on: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: on && query === '(display-mode: standalone)', media: query }) as MediaQueryList,
  );
}

describe('push device: base64url', () => {
  it('turns the server key into its bytes, with or without padding', () => {
    expect(base64UrlToBytes(KEY)).toEqual(KEY_BYTES);
    expect(base64UrlToBytes('-_8')).toEqual(Uint8Array.from([0xfb, 0xff]));
    expect(base64UrlToBytes('-_8=')).toEqual(Uint8Array.from([0xfb, 0xff]));
    expect(base64UrlToBytes('')).toEqual(new Uint8Array());
  });
});

describe('push device: support', () => {
  it('is supported where service workers, PushManager and Notification exist', () => {
    browser();
    expect(pushSupport()).toBe('supported');
  });

  it('is unsupported without them (an old or locked-down browser)', () => {
    expect(pushSupport()).toBe('unsupported');
  });

  it('on iPhone and iPad in a Safari tab, asks to add the app to the Home Screen first', () => {
    standalone(false);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    expect(pushSupport()).toBe('ios-needs-install');
    // iPadOS says it is a Mac; its touch screen gives it away.
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPAD);
    vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(5);
    expect(pushSupport()).toBe('ios-needs-install');
  });

  it('on iOS from the Home Screen, is supported when the APIs are there and unsupported when not (before 16.4)', () => {
    standalone(true);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    expect(pushSupport()).toBe('unsupported');
    browser();
    expect(pushSupport()).toBe('supported');
  });

  it('a Mac without a touch screen is just unsupported', () => {
    standalone(false);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPAD);
    expect(pushSupport()).toBe('unsupported');
  });

  it('reads the permission, "default" where there is no Notification', () => {
    expect(permission()).toBe('default');
    browser({ permission: 'denied' });
    expect(permission()).toBe('denied');
  });
});

describe('push device: subscribing', () => {
  it('has no subscription before a worker is registered', async () => {
    browser();
    expect(await currentSubscription()).toBeNull();
  });

  it('asks permission first, then registers /sw.js for the whole app and subscribes with the key', async () => {
    const fake = browser();
    const subscription = await subscribe(Promise.resolve(KEY));
    expect(fake.calls).toEqual(['requestPermission', 'register', 'subscribe']);
    expect(fake.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    expect(fake.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY_BYTES });
    expect(subscription.endpoint).toBe('https://push.example/this-browser');
    expect((await currentSubscription())?.endpoint).toBe('https://push.example/this-browser');
  });

  it('keeps a subscription made with the same key', async () => {
    const existing = fakeSubscription('https://push.example/old', KEY_BYTES.slice().buffer);
    const fake = browser({ subscription: existing, permission: 'granted' });
    expect(await subscribe(KEY)).toBe(existing);
    expect(fake.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('drops a subscription made with another key and subscribes again', async () => {
    const existing = fakeSubscription('https://push.example/old', new Uint8Array(65).fill(9).buffer);
    const fake = browser({ subscription: existing, permission: 'granted' });
    const subscription = await subscribe(KEY);
    expect(fake.calls).toEqual(['requestPermission', 'register', 'unsubscribe', 'subscribe']);
    expect(subscription.endpoint).toBe('https://push.example/this-browser');
  });

  it.each([
    ['denied', 'denied'],
    ['default', 'dismissed'],
  ] as const)('stops when the prompt answers %s, before registering anything', async (answer, reason) => {
    const fake = browser({ answer });
    const failure = subscribe(KEY);
    await expect(failure).rejects.toBeInstanceOf(PushDeviceError);
    await expect(failure).rejects.toMatchObject({ reason });
    expect(fake.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('reports the browser’s reason when the push service refuses', async () => {
    browser({ subscribeError: 'Registration failed - push service not available' });
    await expect(subscribe(KEY)).rejects.toMatchObject({ reason: 'failed', message: 'Registration failed - push service not available' });
  });

  it('still asks permission when the key fails to load, and reports the key’s failure', async () => {
    const fake = browser();
    await expect(subscribe(Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(fake.calls).toEqual(['requestPermission']);
  });

  it('unsubscribes this browser', async () => {
    const existing = fakeSubscription('https://push.example/old');
    const fake = browser({ subscription: existing, permission: 'granted' });
    await unsubscribe();
    expect(existing.unsubscribe).toHaveBeenCalled();
    expect(fake.state.subscription).toBeNull();
  });
});
