import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

type Member = Awaited<ReturnType<typeof signedUp>>;

/** Connects through the API, so connectedAt follows the order of the calls. */
async function connect(a: Member, b: Member) {
  const sent = await a.client.post('/api/v1/connections/requests', { personId: b.user.id });
  expect((await b.client.post(`/api/v1/connections/requests/${sent.json().request.id}/accept`)).statusCode).toBe(200);
}

describe('GET /api/v1/connections', () => {
  it('lists my connections newest first as person cards with the first three skills', async () => {
    const me = await signedUp(t.app);
    const ama = await signedUp(t.app, { firstName: 'Ama', lastName: 'Mensah' });
    const kofi = await signedUp(t.app, { firstName: 'Kofi', lastName: 'Owusu' });
    for (const name of ['React', 'Node.js', 'SQL', 'Go', 'Rust']) {
      expect((await ama.client.post('/api/v1/profile/skills', { name })).statusCode).toBe(201);
    }
    await connect(ama, me);
    await connect(me, kofi);
    const res = await me.client.get('/api/v1/connections');
    expect(res.statusCode).toBe(200);
    const { items, nextCursor } = res.json();
    expect(nextCursor).toBeNull();
    expect(items.map((p: { id: string }) => p.id)).toEqual([kofi.user.id, ama.user.id]);
    expect(items[1]).toEqual({
      id: ama.user.id,
      firstName: 'Ama',
      lastName: 'Mensah',
      title: expect.any(String),
      company: '',
      location: '',
      avatar: null,
      skills: ['React', 'Node.js', 'SQL'],
      moreSkills: 2,
      isOnline: false,
      mutualConnections: 0,
      matchScore: 0,
      connectionStatus: 'connected',
      requestId: null,
      isFollowing: false,
      connectedAt: expect.any(String),
    });
    // Symmetric: Ama sees me, pending requests and other members' connections do not show.
    const stranger = await signedUp(t.app);
    await stranger.client.post('/api/v1/connections/requests', { personId: ama.user.id });
    const theirs = (await ama.client.get('/api/v1/connections')).json().items;
    expect(theirs.map((p: { id: string }) => p.id)).toEqual([me.user.id]);
  });

  it('pages with an opaque cursor and validates the query', async () => {
    const me = await signedUp(t.app);
    const others = [];
    for (let i = 0; i < 5; i += 1) {
      const other = await signedUp(t.app);
      await connectMembers(t.app, me.user.id, other.user.id);
      others.push(other.user.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await me.client.get(`/api/v1/connections?limit=2${cursor ? `&before=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((p: { id: string }) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(others.sort());

    for (const query of ['limit=0', 'limit=51', 'limit=x', 'before=***', `before=${Buffer.from('nope').toString('base64url')}`]) {
      const res = await me.client.get(`/api/v1/connections?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('answers 401 when signed out', async () => {
    expect((await new TestClient(t.app).get('/api/v1/connections')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/connections/requests', () => {
  it('lists received (the default) and sent pending requests with the other member', async () => {
    const me = await signedUp(t.app);
    const ama = await signedUp(t.app, { firstName: 'Ama', lastName: 'Mensah' });
    const kofi = await signedUp(t.app, { firstName: 'Kofi', lastName: 'Owusu' });
    await ama.client.post('/api/v1/connections/requests', { personId: me.user.id, message: 'Hi there' });
    await me.client.post('/api/v1/connections/requests', { personId: kofi.user.id });

    const received = await me.client.get('/api/v1/connections/requests');
    expect(received.statusCode).toBe(200);
    expect(received.json().items).toEqual([
      {
        id: expect.any(String),
        message: 'Hi there',
        createdAt: expect.any(String),
        person: expect.objectContaining({ id: ama.user.id, firstName: 'Ama', lastName: 'Mensah', skills: [] }),
      },
    ]);
    const sent = (await me.client.get('/api/v1/connections/requests?direction=sent')).json().items;
    expect(sent.map((r: { person: { id: string } }) => r.person.id)).toEqual([kofi.user.id]);

    // Answered requests leave the lists.
    await me.client.post(`/api/v1/connections/requests/${received.json().items[0].id}/accept`);
    expect((await me.client.get('/api/v1/connections/requests')).json().items).toEqual([]);
  });

  it('validates the direction and needs a session', async () => {
    const me = await signedUp(t.app);
    const res = await me.client.get('/api/v1/connections/requests?direction=both');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect((await new TestClient(t.app).get('/api/v1/connections/requests')).statusCode).toBe(401);
  });
});
