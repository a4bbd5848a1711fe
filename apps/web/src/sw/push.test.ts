import { describe, expect, it, vi } from 'vitest';
import { handlePushes } from './push';

const ORIGIN = 'https://skilllink.example';

type Handler = (event: Record<string, unknown>) => void;

interface FakeWindow {
  url: string;
  focused: boolean;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function windowClient(url: string, { focused = false, controlled = true } = {}): FakeWindow {
  const client: FakeWindow = {
    url,
    focused,
    focus: vi.fn(async () => client),
    // Like the browser: navigate() rejects for a window this worker does not control.
    navigate: vi.fn(async (to: string) => {
      if (!controlled) throw new TypeError('not controlled');
      client.url = to;
      return client;
    }),
  };
  return client;
}

/** The worker's push handlers on a fake `self`: its handlers and the spies they call. */
function loadWorker(windows: FakeWindow[] = []) {
  const handlers = new Map<string, Handler>();
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: vi.fn(async () => undefined),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  handlePushes(self as unknown as ServiceWorkerGlobalScope);
  return { self, handlers };
}

/** Dispatches an event the way the browser would, and waits for what it handed to waitUntil. */
async function dispatch(handlers: Map<string, Handler>, type: string, init: Record<string, unknown> = {}) {
  const pending: Promise<unknown>[] = [];
  handlers.get(type)!({ ...init, waitUntil: (p: Promise<unknown>) => pending.push(p) });
  await Promise.all(pending);
}

const pushData = (text: string) => ({
  text: () => text,
  json: () => JSON.parse(text) as unknown,
});

function push(payload: unknown) {
  return { data: pushData(typeof payload === 'string' ? payload : JSON.stringify(payload)) };
}

function click(url: unknown) {
  const notification = { data: { url }, close: vi.fn() };
  return { notification };
}

describe('the service worker and Web Push', () => {
  it('shows the payload: title, body, tag replacing quietly, and where a click goes', async () => {
    const { self, handlers } = loadWorker();
    await dispatch(
      handlers,
      'push',
      push({ title: 'Kofi Boateng', body: 'Are you free on Friday?', url: '/app/messages/c1', tag: 'messages' }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith('Kofi Boateng', {
      body: 'Are you free on Friday?',
      icon: '/notification-icon.png',
      tag: 'messages',
      renotify: false,
      data: { url: '/app/messages/c1' },
    });
  });

  it.each([
    ['no payload', { data: null }],
    ['a payload that is not JSON', push('not json {')],
    ['JSON without a title', push({ body: 'Hello' })],
    ['JSON that is not an object', push('42')],
  ])('still shows a generic notification for %s', async (_name, event) => {
    const { self, handlers } = loadWorker();
    await dispatch(handlers, 'push', event);
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'SkillLink',
      expect.objectContaining({ body: 'You have a new notification', data: { url: '/app/notifications' } }),
    );
  });

  it.each(['https://evil.example/app', '//evil.example/app', '/\\evil.example/app', 'javascript:alert(1)', 'app/notifications', 42])(
    'refuses to send a click to %s: the notifications page opens instead',
    async (url) => {
      const { self, handlers } = loadWorker();
      await dispatch(handlers, 'push', push({ title: 'Hi', body: '', url, tag: 't' }));
      expect(self.registration.showNotification).toHaveBeenCalledWith(
        'Hi',
        expect.objectContaining({ data: { url: '/app/notifications' } }),
      );
      await dispatch(handlers, 'notificationclick', click(url));
      expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/app/notifications`);
    },
  );

  it('on a click, closes the notification, focuses an open window of the app and takes it there', async () => {
    const open = windowClient(`${ORIGIN}/app/dashboard`);
    const { self, handlers } = loadWorker([open]);
    const event = click('/app/messages/c1?m=2');
    await dispatch(handlers, 'notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/app/messages/c1?m=2`);
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('prefers the window already on that page, and only focuses it', async () => {
    const other = windowClient(`${ORIGIN}/app/dashboard`, { focused: true });
    const there = windowClient(`${ORIGIN}/app/notifications`);
    const { self, handlers } = loadWorker([other, there]);
    await dispatch(handlers, 'notificationclick', click('/app/notifications'));
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
    expect(other.focus).not.toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when no window of the app is open', async () => {
    const { self, handlers } = loadWorker([]);
    await dispatch(handlers, 'notificationclick', click('/app/connections'));
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/app/connections`);
  });

  it('opens a new window when the open one cannot be navigated (not controlled by the worker)', async () => {
    const open = windowClient(`${ORIGIN}/app/dashboard`, { controlled: false });
    const { self, handlers } = loadWorker([open]);
    await dispatch(handlers, 'notificationclick', click('/app/connections'));
    expect(open.focus).toHaveBeenCalled();
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/app/connections`);
  });
});
