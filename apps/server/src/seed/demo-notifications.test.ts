import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../platform/notifications.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TestClient } from '../test/client.js';
import { seedDemo } from './demo.js';
import { DEMO_ACCOUNT } from './demo-members.js';

let t: TestApp;
let ama: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  await Promise.all([seedDemo(t.app.database.db), seedDemo(t.app.database.db)]);
  ama = new TestClient(t.app);
  await ama.post('/api/v1/auth/login', DEMO_ACCOUNT);
});
afterAll(async () => t.close());

const list = async () => (await ama.get('/api/v1/notifications?limit=50')).json();

describe('demo notifications', () => {
  it('give Ama a few read and unread notifications about her seeded network, newest first, once', async () => {
    const { items, unreadCount } = await list();
    expect(items.map((n: { type: string }) => n.type)).toEqual([
      // Kofi's two unread messages (demo-messages.ts) and two in her project's chat
      // (demo-workspace-chat.ts), then the network's notifications.
      'messages',
      'profile_view',
      'connection_request',
      'profile_view',
      'connection_accepted',
      'achievement',
      'connection_accepted',
      'system',
    ]);
    expect(unreadCount).toBe(4);
    expect(items[0]).toMatchObject({ kind: 'messages.unread', params: { count: 4 }, fallback: null });
    const times = items.map((n: { createdAt: string }) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Date.now() - times.at(-1)).toBeGreaterThan(5 * 24 * 3_600_000);

    // Yaw's request notification is about the pending request Yaw → Ama.
    const request = items.find((n: { type: string }) => n.type === 'connection_request');
    expect(request).toMatchObject({ kind: 'connection.requested', params: { actorName: 'Yaw Darko' }, isRead: false });
    const pending = await t.app.database.db
      .selectFrom('connection')
      .innerJoin('user', 'user.id', 'connection.requesterId')
      .select(['connection.requesterId', 'user.firstName'])
      .where('connection.status', '=', 'pending')
      .where('connection.requesterId', '=', request.data.memberId)
      .executeTakeFirstOrThrow();
    expect(pending.firstName).toBe('Yaw');

    await seedDemo(t.app.database.db);
    expect((await list()).items).toHaveLength(8);
  });

  it('sort below anything that happens later, and a deleted one does not come back on the next start', async () => {
    const { items } = await list();
    const me = (await ama.get('/api/v1/session')).json().user.id as string;
    const fresh = await notify(t.app.database.db, { userId: me, type: 'system', kind: 'account.welcome', params: {} });
    expect((await list()).items[0].id).toBe(fresh);

    expect((await ama.delete(`/api/v1/notifications/${items[0].id}`)).statusCode).toBe(204);
    await seedDemo(t.app.database.db);
    const after = (await list()).items.map((n: { id: string }) => n.id);
    expect(after).not.toContain(items[0].id);
    expect(after).toHaveLength(8);
  });
});
