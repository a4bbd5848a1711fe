import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const UNKNOWN = '01900000-0000-7000-8000-000000000000';

describe('PUT and DELETE /api/v1/follows/:personId', () => {
  it('follows and unfollows idempotently, also when calls race', async () => {
    const me = await signedUp(t.app);
    const ama = await signedUp(t.app, { firstName: 'Ama', lastName: 'Mensah' });
    const puts = await Promise.all([me.client.put(`/api/v1/follows/${ama.user.id}`), me.client.put(`/api/v1/follows/${ama.user.id}`)]);
    expect(puts.map((r) => r.statusCode)).toEqual([204, 204]);
    expect((await me.client.put(`/api/v1/follows/${ama.user.id}`)).statusCode).toBe(204);

    const list = (await me.client.get('/api/v1/follows')).json();
    expect(list).toEqual({
      items: [expect.objectContaining({ id: ama.user.id, firstName: 'Ama', followedAt: expect.any(String) })],
      nextCursor: null,
    });
    expect((await ama.client.get('/api/v1/network/counts')).json()).toMatchObject({ followers: 1, following: 0 });

    expect((await me.client.delete(`/api/v1/follows/${ama.user.id}`)).statusCode).toBe(204);
    expect((await me.client.delete(`/api/v1/follows/${ama.user.id}`)).statusCode).toBe(204);
    expect((await me.client.get('/api/v1/follows')).json().items).toEqual([]);
  });

  it('refuses yourself (400), an unknown member (404) and signed-out callers (401)', async () => {
    const me = await signedUp(t.app);
    for (const method of ['put', 'delete'] as const) {
      const self = await me.client[method](`/api/v1/follows/${me.user.id}`);
      expect(self.statusCode).toBe(400);
      expect(self.json().error.code).toBe('cannot_follow_self');
      const unknown = await me.client[method](`/api/v1/follows/${UNKNOWN}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('not_found');
      expect((await new TestClient(t.app)[method](`/api/v1/follows/${me.user.id}`)).statusCode).toBe(401);
    }
    expect((await new TestClient(t.app).get('/api/v1/follows')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/follows', () => {
  it('pages newest follow first', async () => {
    const me = await signedUp(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const other = await signedUp(t.app);
      await me.client.put(`/api/v1/follows/${other.user.id}`);
      ids.push(other.user.id);
    }
    const first = (await me.client.get('/api/v1/follows?limit=2')).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await me.client.get(`/api/v1/follows?limit=2&before=${first.nextCursor}`)).json();
    expect(second.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items].map((p: { id: string }) => p.id);
    expect(seen.sort()).toEqual(ids.sort());
    expect((await me.client.get('/api/v1/follows?limit=100')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/network/counts', () => {
  it('counts connections, pending received requests, followers and following', async () => {
    const me = await signedUp(t.app);
    const a = await signedUp(t.app);
    const b = await signedUp(t.app);
    const c = await signedUp(t.app);
    await connectMembers(t.app, a.user.id, me.user.id);
    await connectMembers(t.app, me.user.id, b.user.id);
    await c.client.post('/api/v1/connections/requests', { personId: me.user.id });
    await c.client.put(`/api/v1/follows/${me.user.id}`);
    await me.client.put(`/api/v1/follows/${a.user.id}`);
    await me.client.put(`/api/v1/follows/${b.user.id}`);
    expect((await me.client.get('/api/v1/network/counts')).json()).toEqual({
      connections: 2,
      pendingReceived: 1,
      followers: 1,
      following: 2,
    });
    expect((await c.client.get('/api/v1/network/counts')).json()).toEqual({
      connections: 0,
      pendingReceived: 0,
      followers: 0,
      following: 1,
    });
    expect((await new TestClient(t.app).get('/api/v1/network/counts')).statusCode).toBe(401);
  });
});
