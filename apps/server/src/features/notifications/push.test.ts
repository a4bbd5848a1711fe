import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../platform/notifications.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { eventually } from '../../test/eventually.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { startPushService, type PushService } from '../../test/push-service.js';
import { listening, openSocket } from '../../test/realtime-client.js';
import { isAllowedEndpoint } from './push-endpoints.js';

// Web Push (ADR 066) against a local push service that checks VAPID and decrypts like a browser.

let t: TestApp;
let stub: PushService;
let clock = new Date('2026-11-30T12:00:00Z');
beforeAll(async () => {
  stub = await startPushService();
  t = await buildTestApp({ WEB_PUSH_EXTRA_ORIGINS: stub.origin, RATE_LIMIT_FACTOR: '1000' }, { now: () => clock });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const db = () => t.app.database.db;
// The app's own run (one at a time with its timer and triggers), with the real presence.
const run = () => t.app.webPush.run();
const member = (firstName: string) => signedUp(t.app, { firstName }, { rememberMe: true });
type Member = Awaited<ReturnType<typeof member>>;
async function withDevice(m: Member) {
  const subscription = stub.subscribe();
  const res = await m.client.post('/api/v1/push/devices', subscription, {
    'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...subscription, id: res.json().id as string };
}
const viewed = (m: Member) =>
  notify(db(), { userId: m.user.id, type: 'profile_view', kind: 'profile.viewed', params: { actorName: 'Esi Owusu' } });
const allChannels = (push: boolean) =>
  Object.fromEntries(
    ['connection_request', 'connection_accepted', 'messages', 'profile_view', 'achievement', 'other'].map((k) => [
      k,
      { inApp: true, email: true, push },
    ]),
  );

describe('push subscriptions', () => {
  it('keeps a browser subscription for the member, lists it and removes it; not another member’s, not signed out', async () => {
    const a = await member('Abena');
    const b = await member('Kwame');
    const key = (await a.client.get('/api/v1/push/key')).json().publicKey as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await b.client.get('/api/v1/push/key')).json().publicKey).toBe(key);
    const device = await withDevice(a);
    const list = (await a.client.get('/api/v1/push/devices')).json().devices;
    expect(list).toEqual([
      expect.objectContaining({ id: device.id, endpoint: device.endpoint, device: 'Chrome 131 · Android 14', lastPushedAt: null }),
    ]);
    expect((await b.client.get('/api/v1/push/devices')).json().devices).toEqual([]);
    expect((await b.client.delete(`/api/v1/push/devices/${device.id}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get('/api/v1/push/devices')).statusCode).toBe(401);
    expect((await new TestClient(t.app).post('/api/v1/push/devices', stub.subscribe())).statusCode).toBe(401);
    const gone = await a.client.delete(`/api/v1/push/devices/${device.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await a.client.delete(`/api/v1/push/devices/${device.id}`)).json().error.message).toBe(
      'This device no longer receives push notifications',
    );
  });

  it('refuses push services that are not allowed, and keys of the wrong size, saving nothing', async () => {
    const a = await member('Ama');
    const { keys } = stub.subscribe();
    for (const endpoint of [
      'https://evil.example/push/1',
      'http://127.0.0.1:9/push/1',
      'https://fcm.googleapis.com:8443/x',
      'http://fcm.googleapis.com/x',
    ]) {
      const res = await a.client.post('/api/v1/push/devices', { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error.message).toBe('This browser’s push service is not supported');
    }
    await a.client.patch('/api/v1/session/preferences', { language: 'fr' });
    const fr = await a.client.post('/api/v1/push/devices', { endpoint: 'https://evil.example/p', keys });
    expect(fr.json().error.message).toBe('Le service push de ce navigateur n’est pas pris en charge');
    const short = await a.client.post('/api/v1/push/devices', { endpoint: stub.subscribe().endpoint, keys: { ...keys, auth: 'AAAA' } });
    expect(short.statusCode).toBe(400);
    expect((await a.client.get('/api/v1/push/devices')).json().devices).toEqual([]);
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
    expect(isAllowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', [])).toBe(true);
    expect(isAllowedEndpoint('https://web.push.apple.com/x', [])).toBe(true);
    expect(isAllowedEndpoint('https://fcm.googleapis.com.evil.example/x', [])).toBe(false);
    expect(isAllowedEndpoint('https://user:pw@fcm.googleapis.com/x', [])).toBe(false);
  });

  it('keeps at most 10 devices per member, and moves a browser’s subscription to whoever subscribes it now', async () => {
    const a = await member('Yaw');
    const first = await withDevice(a);
    for (let i = 0; i < 10; i++) {
      clock = new Date(clock.getTime() + 1000);
      await withDevice(a);
    }
    const ids = (await a.client.get('/api/v1/push/devices')).json().devices.map((d: { id: string }) => d.id);
    expect(ids).toHaveLength(10);
    expect(ids).not.toContain(first.id);
    const b = await member('Efua');
    const shared = await withDevice(a);
    expect((await b.client.post('/api/v1/push/devices', { endpoint: shared.endpoint, keys: shared.keys })).statusCode).toBe(201);
    const endpoints = (m: Member) =>
      m.client.get('/api/v1/push/devices').then((r) => r.json().devices.map((d: { endpoint: string }) => d.endpoint));
    expect(await endpoints(b)).toEqual([shared.endpoint]);
    expect(await endpoints(a)).not.toContain(shared.endpoint);
  });
});

describe('pushes', () => {
  it('pushes a new message to a member with no open tab, signed and encrypted, in their language, soon after it is sent', async () => {
    const a = await member('Abena');
    const b = await member('Kofi');
    await b.client.patch('/api/v1/session/preferences', { language: 'fr' });
    await connectMembers(t.app, a.user.id, b.user.id);
    const device = await withDevice(b);
    const id = (await a.client.post('/api/v1/conversations', { personId: b.user.id })).json().conversation.id;
    const sent = await a.client.post(`/api/v1/conversations/${id}/messages`, { clientId: 'test-client-0', content: 'Bonjour' });
    expect(sent.statusCode, sent.body).toBe(201);
    // No run called: the message's announced change triggers the push.
    const [push] = await eventually(
      async () => stub.received(device.endpoint),
      (r) => r.length > 0,
    );
    expect(push?.payload).toEqual({
      title: 'SkillLink',
      body: 'Vous avez 1 message non lu',
      url: '/app/messages',
      tag: expect.stringMatching(/^n-/),
    });
    expect(push?.headers).toMatchObject({ urgency: 'high', ttl: '86400' });
    expect(push?.vapidKey).toBe((await b.client.get('/api/v1/push/key')).json().publicKey);
    expect(push?.claims).toMatchObject({ aud: stub.origin, sub: expect.stringMatching(/^mailto:/) });
    expect(stub.received(device.endpoint)).toHaveLength(1);
    expect((await b.client.get('/api/v1/push/devices')).json().devices[0].lastPushedAt).not.toBeNull();
  });

  it('pushes nothing to a member online, in quiet hours, or with the kind’s push switched off; to nobody without a device', async () => {
    const b = await member('Akua');
    const device = await withDevice(b);
    await b.client.put('/api/v1/notifications/settings', {
      types: allChannels(true),
      emailDigest: 'daily',
      quietHours: { start: '11:00', end: '13:00' },
    });
    await viewed(b);
    expect(await run()).toBe(0);
    await b.client.put('/api/v1/notifications/settings', { types: allChannels(false), emailDigest: 'daily', quietHours: null });
    expect((await b.client.get('/api/v1/notifications/settings')).json().types.profile_view).toEqual({
      inApp: true,
      email: true,
      push: false,
    });
    await viewed(b);
    expect(await db().selectFrom('pushQueue').selectAll().where('userId', '=', b.user.id).execute()).toEqual([]);
    expect(stub.received(device.endpoint)).toEqual([]);
    await b.client.put('/api/v1/notifications/settings', { types: allChannels(true), emailDigest: 'daily', quietHours: null });
    await viewed(b);
    expect(await run()).toBe(1);
    expect(stub.received(device.endpoint).map((r) => r.payload)).toEqual([
      expect.objectContaining({ body: 'Esi Owusu viewed your profile' }),
    ]);
    // With a SkillLink tab open, the tab shows it: no push.
    const socket = await openSocket(await listening(t.app), b.client);
    await socket.roundTrip();
    await viewed(b);
    expect(await run()).toBe(0);
    expect(stub.received(device.endpoint)).toHaveLength(1);
    await socket.close();
    const c = await member('Nana');
    await viewed(c);
    expect(await db().selectFrom('pushQueue').selectAll().where('userId', '=', c.user.id).execute()).toEqual([]);
  });

  it('stops pushing to a browser signed out, or that its push service says is gone', async () => {
    const b = await member('Esi');
    const device = await withDevice(b);
    expect((await b.client.post('/api/v1/auth/logout')).statusCode).toBeLessThan(300);
    expect(await db().selectFrom('pushSubscription').select('id').where('id', '=', device.id).execute()).toEqual([]);
    const c = await member('Kojo');
    const other = await withDevice(c);
    stub.expire(other.endpoint);
    await viewed(c);
    expect(await run()).toBe(0);
    expect((await c.client.get('/api/v1/push/devices')).json().devices).toEqual([]);
  });

  it('sends a test push in the reader’s language, at most 5 in 10 minutes', async () => {
    // The limits as deployed (the other tests raise every limit).
    const limited = await buildTestApp({ WEB_PUSH_EXTRA_ORIGINS: stub.origin });
    const b = await signedUp(limited.app, { firstName: 'Adwoa' });
    const subscription = stub.subscribe();
    expect((await b.client.post('/api/v1/push/devices', subscription)).statusCode).toBe(201);
    const device = subscription;
    await b.client.patch('/api/v1/session/preferences', { language: 'fr' });
    const res = await b.client.post('/api/v1/push/test');
    expect(res.json()).toEqual({ sent: 1, failed: 0 });
    expect(stub.received(device.endpoint)[0]?.payload).toMatchObject({
      body: 'Les notifications push fonctionnent sur cet appareil.',
      url: '/app/settings?tab=notifications',
    });
    for (let i = 0; i < 4; i++) expect((await b.client.post('/api/v1/push/test')).statusCode).toBe(200);
    const refused = await b.client.post('/api/v1/push/test');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Vous avez envoyé plusieurs notifications de test. Patientez quelques minutes');
    await limited.close();
  });
});
