import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../platform/notifications.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function withNotifications(count: number) {
  const m = await signedUp(t.app);
  for (let i = 0; i < count; i += 1) {
    await notify(t.app.database.db, {
      userId: m.user.id,
      type: 'system',
      kind: 'network.milestone',
      params: { count: i },
      data: { n: String(i) },
    });
  }
  return m;
}

describe('notifications', () => {
  it('lists newest first, ten at a time by default, with the unread count and a cursor', async () => {
    const { client } = await withNotifications(12);
    const first = (await client.get('/api/v1/notifications')).json();
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ params: { count: 11 }, type: 'system', isRead: false, data: { n: '11' } });
    expect(first.unreadCount).toBe(12);
    const second = (await client.get(`/api/v1/notifications?before=${first.nextCursor}`)).json();
    expect(second.items.map((n: { params: { count: number } }) => n.params.count)).toEqual([1, 0]);
    expect(second.nextCursor).toBeNull();
  });

  it('marks one read, then all, and filters unread; delete removes it', async () => {
    const { client } = await withNotifications(3);
    const [newest] = (await client.get('/api/v1/notifications')).json().items;
    expect((await client.post(`/api/v1/notifications/${newest.id}/read`)).json()).toEqual({ unreadCount: 2 });
    expect((await client.post(`/api/v1/notifications/${newest.id}/read`)).json()).toEqual({ unreadCount: 2 });
    expect((await client.get('/api/v1/notifications?unread=true')).json().items).toHaveLength(2);
    expect((await client.post('/api/v1/notifications/read-all')).json()).toEqual({ unreadCount: 0 });
    expect((await client.get('/api/v1/notifications?unread=true')).json().items).toEqual([]);
    expect((await client.delete(`/api/v1/notifications/${newest.id}`)).statusCode).toBe(204);
    expect((await client.get('/api/v1/notifications')).json().items).toHaveLength(2);
    expect((await client.delete(`/api/v1/notifications/${newest.id}`)).statusCode).toBe(404);
  });

  it("never reads, marks or deletes another member's notification", async () => {
    const owner = await withNotifications(1);
    const [note] = (await owner.client.get('/api/v1/notifications')).json().items;
    const other = await signedUp(t.app);
    expect((await other.client.get('/api/v1/notifications')).json().items).toEqual([]);
    expect((await other.client.post(`/api/v1/notifications/${note.id}/read`)).statusCode).toBe(404);
    expect((await other.client.delete(`/api/v1/notifications/${note.id}`)).statusCode).toBe(404);
    await other.client.post('/api/v1/notifications/read-all');
    expect((await owner.client.get('/api/v1/notifications')).json()).toMatchObject({
      unreadCount: 1,
      items: [{ id: note.id, isRead: false }],
    });
  });

  it('refuses bad queries and visitors', async () => {
    const { client } = await signedUp(t.app);
    expect((await client.get('/api/v1/notifications?limit=0')).json().error.fields.limit).toBe('Limit must be at least 1');
    expect((await client.get('/api/v1/notifications?unread=maybe')).statusCode).toBe(400);
    expect((await client.get('/api/v1/notifications?before=%3Cscript%3E')).statusCode).toBe(400);
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/v1/notifications')).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/notifications/read-all')).statusCode).toBe(401);
  });

  it('tells a member who viewed their profile, once a day', async () => {
    const owner = await signedUp(t.app);
    const viewer = await signedUp(t.app, { firstName: 'Kojo', lastName: 'Antwi' });
    await viewer.client.get(`/api/v1/profiles/${owner.user.id}`);
    await viewer.client.get(`/api/v1/profiles/${owner.user.id}`);
    const { items } = (await owner.client.get('/api/v1/notifications')).json();
    expect(items).toHaveLength(1);
    expect(items[0]).toEqual(
      expect.objectContaining({
        type: 'profile_view',
        kind: 'profile.viewed',
        params: { actorName: 'Kojo Antwi' },
        fallback: null,
        data: { memberId: viewer.user.id },
      }),
    );
  });
});
