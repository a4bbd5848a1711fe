import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES, type ServerEvent } from '@skilllink/contracts/realtime';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { listening, openSocket } from '../../test/realtime-client.js';

const isNotification = (e: ServerEvent) => e.type === 'notification.created';

describe('realtime channel', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
    base = await listening(t.app);
  });
  afterAll(async () => t.close());

  it('refuses a visitor who is not signed in', async () => {
    const socket = await openSocket(base, new TestClient(t.app));
    expect((await socket.closed).code).toBe(CLOSE_CODES.unauthenticated);
  });

  it("refuses a page of another site, even with the member's cookie", async () => {
    const { client } = await signedUp(t.app);
    const socket = await openSocket(base, client, { origin: 'https://evil.example' });
    expect((await socket.closed).code).toBe(CLOSE_CODES.forbiddenOrigin);
  });

  it('refuses an upgrade to any other path, and the HTTP routes still answer', async () => {
    const { client } = await signedUp(t.app);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const refused = await new Promise<string>((resolve) => {
      const ws = new WebSocket(`${base}/api/health`, { headers: { cookie, origin: 'http://localhost:3000' } });
      ws.on('open', () => resolve('opened'));
      ws.on('error', (error) => resolve(error.message));
    });
    expect(refused).toMatch(/404/);
    const health = await fetch(`${base.replace(/^ws/, 'http')}/api/health`);
    expect(health.status).toBe(200);
  });

  it('says hello, then pushes a notification to exactly the member it is for', async () => {
    const a = await signedUp(t.app, { firstName: 'Kojo' });
    const b = await signedUp(t.app);
    const c = await signedUp(t.app);
    const onB = await openSocket(base, b.client);
    const onC = await openSocket(base, c.client);
    try {
      expect(await onB.next((e) => e.type === 'hello')).toMatchObject({ type: 'hello', resync: false });
      const res = await a.client.post('/api/v1/connections/requests', { personId: b.user.id, message: 'Hello' });
      expect(res.statusCode).toBe(201);
      const pushed = await onB.next(isNotification);
      expect(pushed).toMatchObject({
        type: 'notification.created',
        notification: { type: 'connection_request', isRead: false, data: { memberId: a.user.id } },
      });
      // The stored notification and the pushed one are the same.
      const listed = (await b.client.get('/api/v1/notifications')).json().items[0];
      expect(pushed.type === 'notification.created' && pushed.notification.id).toBe(listed.id);
      await new Promise((r) => setTimeout(r, 200));
      expect(onC.events.filter(isNotification)).toHaveLength(0);
    } finally {
      await onB.close();
      await onC.close();
    }
  });

  it('gives a member who dropped their socket every event they missed, once and in order', async () => {
    const b = await signedUp(t.app);
    const first = await openSocket(base, b.client);
    const hello = await first.next((e) => e.type === 'hello');
    await first.close();
    const senders = await Promise.all([1, 2, 3].map(() => signedUp(t.app)));
    for (const s of senders) {
      expect((await s.client.post('/api/v1/connections/requests', { personId: b.user.id })).statusCode).toBe(201);
    }
    const again = await openSocket(base, b.client, { since: hello.type === 'hello' ? hello.lastEventId : -1 });
    try {
      await again.next((e) => isNotification(e) && e.notification.data.memberId === senders[2]!.user.id);
      // Announce the same members again: nothing already sent is sent twice.
      await t.app.realtime.pull([b.user.id]);
      await new Promise((r) => setTimeout(r, 200));
      const got = again.events.filter(isNotification);
      expect(got.map((e) => e.type === 'notification.created' && e.notification.data.memberId)).toEqual(senders.map((s) => s.user.id));
      const ids = got.map((e) => (e as { id: number }).id);
      expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    } finally {
      await again.close();
    }
  });

  it('shows a member online to their connections while a tab is open, and only to them', async () => {
    const a = await signedUp(t.app);
    const b = await signedUp(t.app);
    const stranger = await signedUp(t.app);
    await connectMembers(t.app, a.user.id, b.user.id);
    const onA = await openSocket(base, a.client);
    const onStranger = await openSocket(base, stranger.client);
    try {
      expect(await t.app.realtime.presence.onlineAmong([b.user.id])).toEqual(new Set());
      const onB = await openSocket(base, b.client);
      expect(await onA.next((e) => e.type === 'presence')).toEqual({ type: 'presence', memberId: b.user.id, online: true });
      expect(await t.app.realtime.presence.onlineAmong([a.user.id, b.user.id, stranger.user.id])).toEqual(
        new Set([a.user.id, b.user.id, stranger.user.id]),
      );
      await onB.close();
      expect(await onA.next((e) => e.type === 'presence' && !e.online, 8_000)).toEqual({
        type: 'presence',
        memberId: b.user.id,
        online: false,
      });
      expect(onStranger.events.some((e) => e.type === 'presence')).toBe(false);
    } finally {
      await onA.close();
      await onStranger.close();
    }
  });

  it("keeps a member's other tabs' bell in step when they read or delete notifications", async () => {
    const a = await signedUp(t.app);
    const b = await signedUp(t.app);
    const tab = await openSocket(base, b.client);
    try {
      // A first connection starts from "now", which its hello names: what happens after it is pushed.
      await tab.next((e) => e.type === 'hello');
      await a.client.post('/api/v1/connections/requests', { personId: b.user.id });
      expect(await tab.next(isNotification)).toMatchObject({ unreadCount: 1 });
      const [item] = (await b.client.get('/api/v1/notifications')).json().items;
      expect((await b.client.post(`/api/v1/notifications/${item.id}/read`)).statusCode).toBe(200);
      expect(await tab.next((e) => e.type === 'notifications.changed')).toEqual({ type: 'notifications.changed', unreadCount: 0 });
      // Someone else's id changes nothing of theirs and tells them nothing.
      expect((await a.client.post(`/api/v1/notifications/${item.id}/read`)).statusCode).toBe(404);
    } finally {
      await tab.close();
    }
  });

  it("tells both members' open tabs when a request between them is sent and withdrawn", async () => {
    const a = await signedUp(t.app);
    const b = await signedUp(t.app);
    const onA = await openSocket(base, a.client);
    const onB = await openSocket(base, b.client);
    try {
      const sent = await a.client.post('/api/v1/connections/requests', { personId: b.user.id });
      expect(await onA.next((e) => e.type === 'network.changed')).toEqual({ type: 'network.changed', personId: b.user.id });
      expect(await onB.next((e) => e.type === 'network.changed')).toEqual({ type: 'network.changed', personId: a.user.id });
      const before = onB.events.length;
      expect((await a.client.delete(`/api/v1/connections/requests/${sent.json().request.id}`)).statusCode).toBe(204);
      await onB.next((e) => e.type === 'network.changed' && onB.events.indexOf(e) >= before);
    } finally {
      await onA.close();
      await onB.close();
    }
  });

  it('closes a socket whose session was signed out', async () => {
    const b = await signedUp(t.app);
    const socket = await openSocket(base, b.client);
    await socket.next((e) => e.type === 'hello');
    const other = await signedUp(t.app);
    const stays = await openSocket(base, other.client);
    expect((await b.client.post('/api/v1/auth/logout')).statusCode).toBe(204);
    await t.app.realtime.sweep();
    expect((await socket.closed).code).toBe(CLOSE_CODES.unauthenticated);
    // Another member's socket, whose session lives on, stays open.
    const stillOpen = await Promise.race([stays.closed.then(() => false), new Promise((r) => setTimeout(() => r(true), 200))]);
    expect(stillOpen).toBe(true);
    await stays.close();
  });

  it('tells a tab about the presence of the members it watches only among their connections', async () => {
    const watcher = await signedUp(t.app);
    const stranger = await signedUp(t.app);
    const tab = await openSocket(base, watcher.client);
    try {
      await tab.next((e) => e.type === 'hello');
      tab.send({ type: 'watch', ids: 'not a list' });
      tab.send({ type: 'watch', ids: [stranger.user.id] });
      await tab.roundTrip();
      await t.app.realtime.settled();
      const onStranger = await openSocket(base, stranger.client);
      await onStranger.next((e) => e.type === 'hello');
      await t.app.realtime.settled();
      await tab.roundTrip();
      // Knowing a member's id is not enough to follow when they are online.
      expect(tab.events.filter((e) => e.type === 'presence')).toEqual([]);
      await onStranger.close();
    } finally {
      await tab.close();
    }
  });
});
