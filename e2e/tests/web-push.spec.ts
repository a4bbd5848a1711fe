import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { csrfToken, expect, newMember, registerByApi, test } from '../fixtures/test.js';

// Web Push (ADR 066): turn it on in Settings, close the tab, get a push for a new message.
// Headless Chromium reaches no push service (pushManager.subscribe fails), so this one browser
// call is replaced by a subscription from the local push service global-setup starts; the
// server's push, signed and encrypted, goes to that service, which decrypts it; DevTools hands
// it to the real service worker, whose notification is read back.

interface StubSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}
interface Received {
  payload: { title: string; body: string; url: string; tag: string };
}

const pushService = () => {
  const origin = process.env.E2E_PUSH_SERVICE;
  if (!origin) throw new Error('E2E_PUSH_SERVICE is not set (global-setup starts the local push service)');
  return origin;
};
const received = async (endpoint: string): Promise<Received[]> =>
  (await fetch(`${pushService()}/control/received?endpoint=${encodeURIComponent(endpoint)}`)).json() as Promise<Received[]>;

/** Stands in for the browser's push service registration: subscribe() answers the stub's subscription. */
function fakePushManager(sub: StubSubscription) {
  const saved = 'e2e-push-subscribed';
  const bytes = (b64url: string) => {
    const b64 = b64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (b64url.length % 4)) % 4);
    return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer;
  };
  const subscription = () => ({
    endpoint: sub.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: (name: 'p256dh' | 'auth') => bytes(sub.keys[name]),
    toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
    unsubscribe: async () => (localStorage.removeItem(saved), true),
  });
  PushManager.prototype.subscribe = async function () {
    localStorage.setItem(saved, '1');
    return subscription() as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return (localStorage.getItem(saved) ? subscription() : null) as PushSubscription | null;
  };
}

async function post(request: APIRequestContext, url: string, data: object = {}) {
  const res = await request.post(url, { headers: { 'x-csrf-token': await csrfToken(request) }, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

const idOf = async (request: APIRequestContext) =>
  ((await (await request.get('/api/v1/session')).json()) as { user: { id: string } }).user.id;

/** The notifications the service worker of `context` shows now. */
async function shown(context: BrowserContext) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return worker.evaluate(async () =>
    (await (self as unknown as { registration: ServiceWorkerRegistration }).registration.getNotifications()).map((n: Notification) => ({
      title: n.title,
      body: n.body,
      url: (n.data as { url?: string } | null)?.url,
    })),
  );
}

/** Hands a push payload to the context's service worker, as the browser does when its push service delivers one. */
async function deliver(page: Page, baseURL: string, payload: Received['payload']) {
  const cdp = await page.context().newCDPSession(page);
  const scopes = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => e.registrations.forEach((r) => scopes.set(r.scopeURL, r.registrationId)));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => scopes.get(`${baseURL}/`)).toBeTruthy();
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL,
    registrationId: scopes.get(`${baseURL}/`)!,
    data: JSON.stringify(payload),
  });
}

test('push turned on in Settings brings a new message to a closed tab, and opens the conversation', async ({ browser, baseURL }) => {
  const sub = (await (await fetch(`${pushService()}/control/subscriptions`, { method: 'POST' })).json()) as StubSubscription;
  const kofi = newMember({ firstName: 'Kofi' });
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await context.addInitScript(fakePushManager, sub);
  const page = await context.newPage();
  await registerByApi(page.request, kofi);

  const ama = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const amaMember = newMember({ firstName: 'Ama' });
  await registerByApi(ama.request, amaMember);
  await post(ama.request, '/api/v1/connections/requests', { personId: await idOf(page.request) });
  const requests = (await (await page.request.get('/api/v1/connections/requests?direction=received')).json()) as {
    items: { id: string }[];
  };
  await post(page.request, `/api/v1/connections/requests/${requests.items[0]!.id}/accept`);

  // Turned on only when the member asks; then a test push reaches the push service.
  await page.goto('/app/settings?tab=notifications');
  await page.getByRole('button', { name: 'Turn on for this device' }).click();
  await expect(page.getByText('On for this device')).toBeVisible();
  await page.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(page.getByText('Test notification sent')).toBeVisible();
  await expect
    .poll(async () => (await received(sub.endpoint)).map((r) => r.payload.body))
    .toContain('Push notifications work on this device.');

  // The SkillLink tab closes (the browser stays open); Ama sees Kofi go offline, then writes.
  const blank = await context.newPage();
  await page.close();
  const kofiId = await idOf(blank.request);
  await expect
    .poll(async () => {
      const list = (await (await ama.request.get('/api/v1/connections')).json()) as { items: { id: string; isOnline: boolean }[] };
      return list.items.find((c) => c.id === kofiId)?.isOnline;
    })
    .toBe(false);
  const conversation = (await post(ama.request, '/api/v1/conversations', { personId: kofiId })) as { conversation: { id: string } };
  await post(ama.request, `/api/v1/conversations/${conversation.conversation.id}/messages`, {
    clientId: 'e2e-push-message-1',
    content: 'Are you free for a call at 3?',
  });

  // The server's push, decrypted by the push service, shown by the service worker.
  await expect.poll(async () => (await received(sub.endpoint)).map((r) => r.payload.body)).toContain('You have 1 unread message');
  const push = (await received(sub.endpoint)).find((r) => r.payload.body === 'You have 1 unread message')!;
  await deliver(blank, baseURL!, push.payload);
  await expect.poll(() => shown(context)).toContainEqual({ title: 'SkillLink', body: 'You have 1 unread message', url: '/app/messages' });

  // A click opens the notification's page: the conversation with Ama is there, unread.
  const opened = await context.newPage();
  await opened.goto(push.payload.url);
  await expect(opened.getByRole('link', { name: new RegExp(`^Conversation with Ama ${amaMember.lastName}`) })).toBeVisible();
  await opened.getByRole('link', { name: new RegExp(`^Conversation with Ama ${amaMember.lastName}`) }).click();
  await expect(opened.getByRole('region', { name: `Ama ${amaMember.lastName}` }).getByText('Are you free for a call at 3?')).toBeVisible();

  // Turned off: this device leaves the server's list.
  await opened.goto('/app/settings?tab=notifications');
  await opened.getByRole('button', { name: 'Turn off for this device' }).click();
  await expect(opened.getByRole('button', { name: 'Turn on for this device' })).toBeVisible();
  expect(((await (await opened.request.get('/api/v1/push/devices')).json()) as { devices: unknown[] }).devices).toEqual([]);
  await ama.close();
  await context.close();
});
